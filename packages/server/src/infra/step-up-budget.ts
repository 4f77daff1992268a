/** How many authorizations one connection gets for one scope set within {@link STEP_UP_WINDOW_MS}. */
export const MAX_AUTHORIZATIONS_PER_SCOPE_SET = 3;
/** The window of {@link MAX_AUTHORIZATIONS_PER_SCOPE_SET}: 10 minutes. */
export const STEP_UP_WINDOW_MS = 10 * 60_000;

/** The space-separated scope string as a sorted set without duplicates. */
export function scopeSet(scope: string | readonly string[] | undefined): string[] {
  const list = typeof scope === "string" ? scope.split(/\s+/) : (scope ?? []);
  return [...new Set(list.filter((item) => item !== ""))].sort();
}

/**
 * The bound on scope step-up (issue: never loop on a server that keeps answering `403
 * insufficient_scope`): each refusal of a connection's token for a scope set is recorded; the first
 * `MAX_AUTHORIZATIONS_PER_SCOPE_SET - 1` refusals within the window lead to a re-authorization, the
 * next one does not — so a connection is authorized at most `MAX_AUTHORIZATIONS_PER_SCOPE_SET` times
 * for one scope set (the first authorization included) within 10 minutes. Per server instance.
 *
 * @example
 * const budget = createStepUpBudget();
 * if (!budget.refused(connectionId, ["repo", "read:org"])) throw new ServiceError("insufficient_scope", "…");
 */
export function createStepUpBudget(options: { max?: number; windowMs?: number; now?: () => number } = {}) {
  const max = options.max ?? MAX_AUTHORIZATIONS_PER_SCOPE_SET;
  const windowMs = options.windowMs ?? STEP_UP_WINDOW_MS;
  const now = options.now ?? Date.now;
  const refusals = new Map<string, number[]>();

  return {
    /**
     * Records a refusal of `connectionId`'s grant for `scopes`; true when another authorization for
     * them is still allowed, false when the bound is reached.
     */
    refused(connectionId: string, scopes: readonly string[]): boolean {
      const at = now();
      if (refusals.size > 10_000) {
        for (const [key, times] of refusals) if (times.every((time) => time <= at - windowMs)) refusals.delete(key);
      }
      const key = `${connectionId}\u0000${scopeSet(scopes).join(" ")}`;
      const recent = (refusals.get(key) ?? []).filter((time) => time > at - windowMs);
      recent.push(at);
      refusals.set(key, recent);
      return recent.length < max;
    },
  };
}

/** The step-up bound's interface. */
export type StepUpBudget = ReturnType<typeof createStepUpBudget>;
