import type { DashboardPlugin, DashboardPluginSummary, PluginChange, ReviewPluginRequest } from "@plugboard/core";
import { useState } from "preact/hooks";
import { api } from "../endpoints.js";
import { Done, Empty, ErrorNote, PageHeader, useAction, useLoad, When } from "../components.js";

/** The hosts a plugin sends requests (and end-users' credentials) to: its API, MCP server and OAuth endpoints. */
export function hostsOf(plugin: DashboardPlugin): string[] {
  const urls: unknown[] = [plugin.baseUrl, (plugin.mcpConfig as { serverUrl?: unknown } | null)?.serverUrl];
  for (const method of plugin.authMethods) urls.push(method.config.authorize_url, method.config.token_url);
  const hosts = new Set<string>();
  for (const url of urls) {
    if (typeof url !== "string") continue;
    try {
      hosts.add(new URL(url).host);
    } catch {
      // Not a URL: nothing to list.
    }
  }
  return [...hosts];
}

const PARTS: Record<PluginChange["part"], string> = { plugin: "Plugin", tool: "Tool", auth_method: "Auth method", trigger: "Trigger" };

/** A value of a changed field, short enough for a table cell. */
function shown(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** What an edit changed since the version the last approval approved. */
function Changes({ plugin, changes }: { plugin: string; changes: PluginChange[] }) {
  return (
    <>
      <h3>Changed since approval</h3>
      {changes.length === 0 ? (
        <Empty>Nothing reviewable changed since the approved version.</Empty>
      ) : (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Changes to {plugin} since its approved version</caption>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Name</th>
                <th scope="col">Change</th>
                <th scope="col">Before → after</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={`${change.part}:${change.name}`}>
                  <td>{PARTS[change.part]}</td>
                  <td>
                    <code>{change.name}</code>
                  </td>
                  <td>{change.change}</td>
                  <td>
                    {change.fields.map((field) => (
                      <div key={field.field}>
                        <code>{field.field}</code>: <code>{shown(field.before)}</code> → <code>{shown(field.after)}</code>
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

const DECISIONS: Array<{ status: ReviewPluginRequest["status"]; label: string; done: string }> = [
  { status: "approved", label: "Approve", done: "Approved" },
  { status: "revision_requested", label: "Ask for revision", done: "Revision requested for" },
  { status: "declined", label: "Decline", done: "Declined" },
];

function Submission({ summary, onDecided }: { summary: DashboardPluginSummary; onDecided: (words: string) => void }) {
  const plugin = useLoad(() => api.plugins.get(summary.id), [summary.id]);
  const [notes, setNotes] = useState("");
  const action = useAction();
  const decide = (decision: (typeof DECISIONS)[number]) =>
    action.run(
      () => api.plugins.review(summary.id, { status: decision.status, ...(notes.trim() ? { adminNotes: notes.trim() } : {}) }),
      (result) => {
        onDecided(`${decision.done} ${result.slug}`);
        return undefined;
      },
    );
  const detail = plugin.data;
  const edited = summary.adminNotes?.startsWith("Changed by its creator after approval");
  return (
    <article class="card" aria-labelledby={`review-${summary.id}`}>
      <h2 id={`review-${summary.id}`}>
        {summary.name} <code>{summary.slug}</code>
      </h2>
      <p>
        {edited ? <strong>Edited after approval. </strong> : "New submission. "}
        Submitted by developer <code>{summary.createdById ?? "unknown"}</code>, last changed <When at={summary.updatedAt} />.
        {summary.provider && <> Installed from the catalog provider <code>{summary.provider.id}</code>.</>}
      </p>
      {summary.adminNotes && <p class="notes">Notes: {summary.adminNotes}</p>}
      {summary.description && <p>{summary.description}</p>}
      <ErrorNote error={plugin.error} />
      {detail && (
        <>
          <h3>Hosts it calls</h3>
          {hostsOf(detail).length ? (
            <ul>
              {hostsOf(detail).map((host) => (
                <li key={host}>
                  <code>{host}</code>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>No host: the plugin has no base URL, MCP server or OAuth endpoint.</Empty>
          )}
          <h3>Tools ({detail.tools.length + detail.mcpTools.length})</h3>
          {detail.tools.length + detail.mcpTools.length === 0 ? (
            <Empty>No tools.</Empty>
          ) : (
            <div class="table-wrap">
              <table>
                <caption class="sr-only">Tools of {summary.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Tool</th>
                    <th scope="col">Request</th>
                    <th scope="col">Description</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.tools.map((tool) => (
                    <tr key={tool.id}>
                      <td>
                        <code>{tool.slug}</code>
                        {!tool.enabled && " (disabled)"}
                      </td>
                      <td>
                        <code>
                          {tool.method} {tool.path}
                        </code>
                        {tool.scopes.length > 0 && <small class="scopes"> scopes: {tool.scopes.join(" ")}</small>}
                      </td>
                      <td>{tool.description}</td>
                    </tr>
                  ))}
                  {detail.mcpTools.map((tool) => (
                    <tr key={tool.id}>
                      <td>
                        <code>{tool.name}</code>
                      </td>
                      <td>MCP</td>
                      <td>{tool.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3>Auth methods</h3>
          {detail.authMethods.length === 0 ? (
            <Empty>No auth method: end-users cannot connect until one is added.</Empty>
          ) : (
            <ul>
              {detail.authMethods.map((method) => (
                <li key={method.id}>
                  {method.label} (<code>{method.type}</code>){method.isDefault && ", default"}
                </li>
              ))}
            </ul>
          )}
          {detail.changesSinceApproval !== null && <Changes plugin={summary.name} changes={detail.changesSinceApproval} />}
        </>
      )}
      <form onSubmit={(event) => event.preventDefault()}>
        <label>
          Notes for the creator ({summary.slug})
          <textarea rows={2} value={notes} onInput={(event) => setNotes(event.currentTarget.value)} />
        </label>
        <ErrorNote error={action.error} />
        <div class="actions">
          {DECISIONS.map((decision) => (
            <button key={decision.status} type="button" disabled={action.busy} onClick={() => decide(decision)} aria-label={`${decision.label} ${summary.slug}`}>
              {decision.label}
            </button>
          ))}
        </div>
      </form>
    </article>
  );
}

/** Admins: the submissions waiting for review, with their tools, hosts and auth methods; approve, decline or ask for revision. */
export function ReviewPage() {
  const pending = useLoad(() => api.plugins.list("pending_review"), []);
  const [done, setDone] = useState<string>();
  return (
    <>
      <PageHeader title="Review">Submissions waiting for a decision. Only approved plugins can be connected, listed or executed.</PageHeader>
      <Done text={done} />
      <ErrorNote error={pending.error} />
      {pending.data && pending.data.plugins.length === 0 && <Empty>Nothing waits for review. Submissions appear here when their creator submits them.</Empty>}
      {pending.data?.plugins.map((summary) => (
        <Submission
          key={summary.id}
          summary={summary}
          onDecided={(words) => {
            setDone(words);
            pending.reload();
          }}
        />
      ))}
    </>
  );
}
