/** Outcome of a connection flow, as reported to the return URL (`connectionId` beside a success). */
export type ConnectOutcome = { status: "success"; connectionId?: string | undefined; accountLabel?: string | undefined } | { status: "error"; error: string };

/**
 * Adds the outcome query (docs/connecting-users.md §4) to a validated return URL: `status=success` (with `connectionId` when
 * known, and `accountLabel`), or `status=error&error=…`.
 * The URL's own query is kept; an existing `status` or `error` member is replaced, so the app never
 * sees two outcomes.
 *
 * @example
 * appendConnectStatus("https://app.example/done?tab=2", { status: "error", error: "access_denied" });
 * // "https://app.example/done?tab=2&status=error&error=access_denied"
 */
export function appendConnectStatus(returnUrl: string, outcome: ConnectOutcome): string {
  const url = new URL(returnUrl);
  url.searchParams.delete("error");
  url.searchParams.delete("connectionId");
  url.searchParams.delete("accountLabel");
  url.searchParams.set("status", outcome.status);
  if (outcome.status === "error") url.searchParams.set("error", outcome.error.slice(0, 200));
  else {
    if (outcome.connectionId) url.searchParams.set("connectionId", outcome.connectionId);
    if (outcome.accountLabel) url.searchParams.set("accountLabel", outcome.accountLabel);
  }
  return url.href;
}
