import type { AuditEvent } from "@plugboard/core";
import { useState } from "preact/hooks";
import { Empty, ErrorNote, PageHeader, When } from "../components.js";
import { useCursorPages } from "../cursor-pages.js";
import { api, type AuditFilter } from "../endpoints.js";

const ACTOR_AUTH: Record<AuditEvent["actor"]["auth"], string> = {
  api_key: "API key",
  id_token: "ID token",
  mcp_link: "MCP link",
  console_session: "console",
  hosted_page: "hosted page",
  system: "Plugboard",
};

/** Audit log: who changed what and when, filtered by action, target, actor and time, with each entry's details; older pages by cursor. */
export function AuditPage() {
  const [form, setForm] = useState<AuditFilter>({});
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [filter, setFilter] = useState<AuditFilter>({});
  const { rows, cursor, error, loading, load } = useCursorPages(
    (current: AuditFilter, next) => api.audit.list({ ...current, limit: "25", ...(next ? { cursor: next } : {}) }).then((page) => ({ ...page, items: page.events })),
    filter,
  );

  const field = (name: "action" | "target" | "actor", label: string) => (
    <label>
      {label}
      <input value={form[name] ?? ""} onInput={(event) => setForm({ ...form, [name]: event.currentTarget.value || undefined })} />
    </label>
  );
  return (
    <>
      <PageHeader title="Audit log">Every change made through Plugboard: who (and how they signed in), what, when, in which request. Never a credential.</PageHeader>
      <form
        class="filters"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...form, ...(from ? { since: new Date(from).toISOString() } : {}), ...(to ? { until: new Date(to).toISOString() } : {}) });
        }}
      >
        {field("action", "Action (e.g. policy.put)")}
        {field("target", "Target id")}
        {field("actor", "Actor id")}
        <label>
          From
          <input type="datetime-local" value={from} onInput={(event) => setFrom(event.currentTarget.value)} />
        </label>
        <label>
          Until
          <input type="datetime-local" value={to} onInput={(event) => setTo(event.currentTarget.value)} />
        </label>
        <button type="submit">Apply filters</button>
      </form>
      <ErrorNote error={error} />
      {loading && <p role="status">Loading…</p>}
      {rows && rows.length === 0 && <Empty>No entry matches.</Empty>}
      {rows && rows.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Action</th>
                <th scope="col">Actor</th>
                <th scope="col">Target</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <When at={row.createdAt} />
                  </td>
                  <td>
                    <code>{row.action}</code>
                  </td>
                  <td>
                    {row.actor.type} {row.actor.id ? <code>{row.actor.id}</code> : null} ({ACTOR_AUTH[row.actor.auth] ?? row.actor.auth})
                  </td>
                  <td>
                    {row.target.type} <code>{row.target.id}</code>
                  </td>
                  <td>
                    <details>
                      <summary>
                        Details<span class="sr-only"> of {row.action} at {row.createdAt}</span>
                      </summary>
                      <dl>
                        <dt>Entry id</dt>
                        <dd>
                          <code>{row.id}</code>
                        </dd>
                        <dt>Request id</dt>
                        <dd>{row.requestId ? <code>{row.requestId}</code> : "—"}</dd>
                        <dt>Developer</dt>
                        <dd>{row.developerId ? <code>{row.developerId}</code> : "—"}</dd>
                        <dt>Facts</dt>
                        <dd>
                          <pre class="mono">{row.details ? JSON.stringify(row.details, null, 2) : "—"}</pre>
                        </dd>
                      </dl>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor && (
        <button type="button" onClick={() => void load(true)} disabled={loading}>
          Load older entries
        </button>
      )}
    </>
  );
}
