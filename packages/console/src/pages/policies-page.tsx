import type { EffectivePolicyResponse, Policy, PutPolicyRequest } from "@plugboard/core";
import { useState } from "preact/hooks";
import { Done, Empty, ErrorNote, PageHeader, useAction, useLoad } from "../components.js";
import { api } from "../endpoints.js";

type Action = Policy["action"];
const ACTIONS: Array<{ value: Action; label: string }> = [
  { value: "allow", label: "Allow" },
  { value: "require_approval", label: "Require approval" },
  { value: "deny", label: "Deny" },
];
const actionLabel = (action: Action) => ACTIONS.find((item) => item.value === action)?.label ?? action;

/** Comma- or space-separated user ids, or undefined for everyone. */
function userIdsOf(text: string): string[] | undefined {
  const ids = text.split(/[\s,]+/).filter(Boolean);
  return ids.length > 0 ? ids : undefined;
}

/** The scope of a policy as the API names it. */
const scopeOf = (policy: Policy) => ({ plugin: policy.plugin, ...(policy.tool ? { tool: policy.tool } : {}), ...(policy.userIds ? { userIds: policy.userIds } : {}) });

/** Which policy governs a call, as execute picks it (`GET /api/v1/policies/effective`). */
function WhichWins({ policies }: { policies: Policy[] }) {
  const [call, setCall] = useState({ plugin: "", tool: "", userId: "" });
  const [answer, setAnswer] = useState<EffectivePolicyResponse>();
  const action = useAction();
  const winner = answer?.policyId ? policies.find((policy) => policy.id === answer.policyId) : undefined;
  return (
    <section class="card" aria-labelledby="which-wins">
      <h2 id="which-wins">Which policy wins</h2>
      <form
        aria-label="Which policy wins"
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(() => api.policies.effective(call)).then((result) => result && setAnswer(result));
        }}
      >
        {(["plugin", "tool", "userId"] as const).map((name) => (
          <label key={name}>
            {name === "plugin" ? "Plugin (slug)" : name === "tool" ? "Tool (slug)" : "User id"}
            <input required value={call[name]} onInput={(event) => setCall({ ...call, [name]: event.currentTarget.value })} />
          </label>
        ))}
        <button type="submit" disabled={action.busy}>
          Check
        </button>
      </form>
      <ErrorNote error={action.error} />
      {answer && (
        <p role="status">
          {actionLabel(answer.action)}
          {winner
            ? ` — by the policy of ${winner.plugin}${winner.tool ? ` / ${winner.tool}` : " (every tool)"} for ${winner.userIds ? winner.userIds.join(", ") : "everyone"}`
            : " — no policy matches this call"}
        </p>
      )}
    </section>
  );
}

/** Policies: list, create, change the action of and delete the rules for calls; and which one governs a call. */
export function PoliciesPage() {
  const policies = useLoad(() => api.policies.list(), []);
  const [form, setForm] = useState({ plugin: "", tool: "", userIds: "", action: "require_approval" as Action });
  const action = useAction();
  const save = (body: PutPolicyRequest, words: string) => action.run(() => api.policies.put(body), () => words).then((result) => result && policies.reload());
  return (
    <>
      <PageHeader title="Policies">
        Rules for calls to a plugin or one of its tools, for everyone or some users. The most specific matching policy governs a call (a tool's over its plugin's, a user list over
        everyone); of two equally specific ones the stricter.
      </PageHeader>
      <section class="card" aria-labelledby="new-policy">
        <h2 id="new-policy">Set a policy</h2>
        <form
          aria-label="Set a policy"
          onSubmit={(event) => {
            event.preventDefault();
            const userIds = userIdsOf(form.userIds);
            void save(
              { plugin: form.plugin, action: form.action, ...(form.tool ? { tool: form.tool } : {}), ...(userIds ? { userIds } : {}) },
              `${actionLabel(form.action)}: ${form.plugin}${form.tool ? ` / ${form.tool}` : ""}`,
            );
          }}
        >
          <label>
            Plugin (slug)
            <input required value={form.plugin} onInput={(event) => setForm({ ...form, plugin: event.currentTarget.value })} />
          </label>
          <label>
            Tool (slug; empty for every tool)
            <input value={form.tool} onInput={(event) => setForm({ ...form, tool: event.currentTarget.value })} />
          </label>
          <label>
            Users (ids, comma-separated; empty for everyone)
            <input value={form.userIds} onInput={(event) => setForm({ ...form, userIds: event.currentTarget.value })} />
          </label>
          <label>
            Action
            <select value={form.action} onChange={(event) => setForm({ ...form, action: event.currentTarget.value as Action })}>
              {ACTIONS.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={action.busy}>
            Save policy
          </button>
        </form>
        <ErrorNote error={action.error} />
        <Done text={action.done} />
      </section>
      <h2>Your policies</h2>
      <ErrorNote error={policies.error} />
      {policies.data && policies.data.policies.length === 0 && <Empty>No policy: every call is allowed.</Empty>}
      {policies.data && policies.data.policies.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Policies</caption>
            <thead>
              <tr>
                <th scope="col">Plugin</th>
                <th scope="col">Tool</th>
                <th scope="col">Users</th>
                <th scope="col">Action</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {policies.data.policies.map((policy) => {
                const name = `${policy.plugin}${policy.tool ? ` / ${policy.tool}` : ""} for ${policy.userIds ? policy.userIds.join(", ") : "everyone"}`;
                return (
                  <tr key={policy.id}>
                    <td>
                      <code>{policy.plugin}</code>
                    </td>
                    <td>{policy.tool ? <code>{policy.tool}</code> : "every tool"}</td>
                    <td>{policy.userIds ? policy.userIds.join(", ") : "everyone"}</td>
                    <td>
                      <select
                        aria-label={`Action of ${name}`}
                        value={policy.action}
                        onChange={(event) => void save({ ...scopeOf(policy), action: event.currentTarget.value as Action }, `${actionLabel(event.currentTarget.value as Action)}: ${name}`)}
                      >
                        {ACTIONS.map((item) => (
                          <option key={item.value} value={item.value}>
                            {item.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <button type="button" aria-label={`Delete the policy of ${name}`} onClick={() => void action.run(() => api.policies.remove(scopeOf(policy)), () => `Deleted: ${name}`).then((result) => result && policies.reload())}>
                        Delete
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <WhichWins policies={policies.data?.policies ?? []} />
    </>
  );
}
