import type { Approval } from "@plugboard/core";
import { useState } from "preact/hooks";
import { Done, Empty, ErrorNote, PageHeader, When, useAction, useLoad } from "../components.js";
import { api } from "../endpoints.js";

/** Fired after a decision, so the navigation's pending count refreshes at once. */
export const APPROVALS_CHANGED_EVENT = "plugboard-console:approvals-changed";

/** "in 4 min", "in 2 h", or "expired". */
function expiresIn(at: string): string {
  const minutes = Math.round((Date.parse(at) - Date.now()) / 60_000);
  if (minutes <= 0) return "expired";
  return minutes < 120 ? `in ${minutes} min` : `in ${Math.round(minutes / 60)} h`;
}

function PendingApproval({ approval, onDecided }: { approval: Approval; onDecided: () => void }) {
  const [note, setNote] = useState("");
  const action = useAction();
  const decide = (decision: "approve" | "deny") =>
    action.run(
      () => api.approvals.decide(approval.id, { decision, ...(note ? { note } : {}) }),
      (decided) => `${decided.status === "approved" ? "Approved" : "Denied"}: ${approval.tool} for ${approval.userId}`,
    ).then((decided) => {
      if (!decided) return;
      window.dispatchEvent(new Event(APPROVALS_CHANGED_EVENT));
      onDecided();
    });
  return (
    <article class="card" aria-label={`${approval.toolName} for ${approval.userId}`}>
      <h3>
        <code>{approval.plugin}</code> / <code>{approval.tool}</code> for {approval.userId}
      </h3>
      <dl>
        <dt>User</dt>
        <dd>{approval.userId}</dd>
        <dt>Tool</dt>
        <dd>
          {approval.toolName} ({approval.pluginName})
        </dd>
        <dt>Asked</dt>
        <dd>
          <When at={approval.createdAt} /> by the call of {approval.userId}, held by policy <code>{approval.policyId}</code>
        </dd>
        <dt>Expires</dt>
        <dd>
          {expiresIn(approval.expiresAt)} (<When at={approval.expiresAt} />)
        </dd>
        <dt>Params</dt>
        <dd>
          <pre class="mono">{JSON.stringify(approval.params, null, 2)}</pre>
        </dd>
      </dl>
      <form onSubmit={(event) => event.preventDefault()} aria-label={`Decide ${approval.tool} for ${approval.userId}`}>
        <label>
          Note (optional)
          <input value={note} maxLength={500} onInput={(event) => setNote(event.currentTarget.value)} />
        </label>
        <div class="actions">
          <button type="button" class="primary" onClick={() => void decide("approve")} disabled={action.busy}>
            Approve
          </button>
          <button type="button" onClick={() => void decide("deny")} disabled={action.busy}>
            Deny
          </button>
        </div>
      </form>
      <ErrorNote error={action.error} />
    </article>
  );
}

/** Approvals: the pending inbox (approve or deny with a note) and the decided history. */
export function ApprovalsPage() {
  const pending = useLoad(() => api.approvals.list({ status: "pending", limit: "100" }), []);
  const history = useLoad(() => api.approvals.list({ limit: "50" }), []);
  const [done, setDone] = useState<string>();
  const reload = () => {
    pending.reload();
    history.reload();
  };
  const decided = history.data?.approvals.filter((approval) => approval.status !== "pending") ?? [];
  return (
    <>
      <PageHeader title="Approvals">Calls your policies hold until a person approves that exact call. An approved call runs once, when it is made again.</PageHeader>
      <Done text={done} />
      <h2>Pending</h2>
      <ErrorNote error={pending.error} />
      {pending.data && pending.data.approvals.length === 0 && <Empty>Nothing waits for a decision.</Empty>}
      {pending.data?.approvals.map((approval) => (
        <PendingApproval
          key={approval.id}
          approval={approval}
          onDecided={() => {
            setDone(`Decided: ${approval.tool} for ${approval.userId}`);
            reload();
          }}
        />
      ))}
      <h2>Decided</h2>
      <ErrorNote error={history.error} />
      {history.data && decided.length === 0 && <Empty>No decision yet.</Empty>}
      {decided.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Decided approvals</caption>
            <thead>
              <tr>
                <th scope="col">Asked</th>
                <th scope="col">User</th>
                <th scope="col">Tool</th>
                <th scope="col">Status</th>
                <th scope="col">Decided</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {decided.map((approval) => (
                <tr key={approval.id}>
                  <td>
                    <When at={approval.createdAt} />
                  </td>
                  <td>{approval.userId}</td>
                  <td>
                    <code>
                      {approval.plugin} / {approval.tool}
                    </code>
                  </td>
                  <td>{approval.status}</td>
                  <td>
                    <When at={approval.decidedAt} /> {approval.decidedBy === "end_user" ? "by the user" : approval.decidedBy === "api_key" ? "by a developer" : ""}
                  </td>
                  <td>{approval.note ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
