import { useEffect, useState } from "preact/hooks";
import { api, type ExecutionsFilter } from "../endpoints.js";
import { Empty, ErrorNote, PageHeader, When } from "../components.js";
import { useCursorPages } from "../cursor-pages.js";
import { hashQuery } from "../hash-query.js";

const FILTER_NAMES = ["userId", "plugin", "tool", "success", "outcome", "since", "until"] as const;

/** The filter a link opened the page with (`#/executions?since=…&outcome=refused`, from the overview's charts). */
function filterFromLink(): ExecutionsFilter {
  const query = hashQuery();
  return Object.fromEntries(FILTER_NAMES.flatMap((name) => (query.get(name) ? [[name, query.get(name)]] : []))) as ExecutionsFilter;
}

/** An instant as a `datetime-local` value in the reader's time zone. */
function localInput(instant: string | undefined): string {
  if (!instant) return "";
  const date = new Date(instant);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The outcome select's value: the outcome filter, else the success filter. */
type OutcomeChoice = "" | "true" | "false" | "success" | "refused" | "upstream_error";

/** Execution history: filters (user, plugin, tool, outcome, time), details per row, paging by cursor, refresh. */
export function ExecutionsPage() {
  const [initial] = useState(filterFromLink);
  const { since: _since, until: _until, ...initialForm } = initial;
  const [form, setForm] = useState<ExecutionsFilter>(initialForm);
  // `datetime-local` values (the reader's time zone), turned into instants when the filter is applied;
  // the exact instants of a link are kept until the reader edits them.
  const [from, setFrom] = useState(localInput(initial.since));
  const [to, setTo] = useState(localInput(initial.until));
  const [filter, setFilter] = useState<ExecutionsFilter>(initial);
  const [live, setLive] = useState(false);
  const { rows, cursor, error, loading, load } = useCursorPages(
    (current: ExecutionsFilter, next) => api.executions.list({ ...current, limit: "25", ...(next ? { cursor: next } : {}) }).then((page) => ({ ...page, items: page.executions })),
    filter,
  );
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => void load(false), 10_000);
    return () => clearInterval(timer);
  }, [live, filter]);

  const field = (name: keyof ExecutionsFilter, label: string) => (
    <label>
      {label}
      <input value={form[name] ?? ""} onInput={(event) => setForm({ ...form, [name]: event.currentTarget.value || undefined })} />
    </label>
  );
  return (
    <>
      <PageHeader title="Executions">Every tool call, newest first: who, which tool, how it ended. Never a credential, parameter or response body.</PageHeader>
      <form
        class="filters"
        aria-label="Filter executions"
        onSubmit={(event) => {
          event.preventDefault();
          const instant = (local: string, linked: string | undefined) => (local === localInput(linked) ? linked : new Date(local).toISOString());
          setFilter({ ...form, ...(from ? { since: instant(from, initial.since) } : {}), ...(to ? { until: instant(to, initial.until) } : {}) });
        }}
      >
        {field("userId", "User id")}
        {field("plugin", "Plugin (slug)")}
        {field("tool", "Tool (slug)")}
        <label>
          Outcome
          <select
            value={form.outcome ?? form.success ?? ""}
            onChange={(event) => {
              const choice = event.currentTarget.value as OutcomeChoice;
              const { success: _success, outcome: _outcome, ...rest } = form;
              setForm({ ...rest, ...(choice === "true" || choice === "false" ? { success: choice } : choice ? { outcome: choice } : {}) });
            }}
          >
            <option value="">Any</option>
            <option value="true">Succeeded</option>
            <option value="false">Failed (any)</option>
            <option value="refused">Refused by the upstream (4xx)</option>
            <option value="upstream_error">Upstream error (unreachable, 5xx)</option>
          </select>
        </label>
        <label>
          From
          <input type="datetime-local" value={from} onInput={(event) => setFrom(event.currentTarget.value)} />
        </label>
        <label>
          Until
          <input type="datetime-local" value={to} onInput={(event) => setTo(event.currentTarget.value)} />
        </label>
        <button type="submit">Apply filters</button>
        <button type="button" onClick={() => void load(false)} disabled={loading}>
          Refresh
        </button>
        <label class="check">
          <input type="checkbox" checked={live} onChange={(event) => setLive(event.currentTarget.checked)} />
          Refresh every 10 s
        </label>
      </form>
      <ErrorNote error={error} />
      {loading && <p role="status">Loading…</p>}
      {rows && rows.length === 0 && <Empty>No executions match. They appear here after a tool runs through the API, an MCP link or the SDK.</Empty>}
      {rows && rows.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Executions</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">User</th>
                <th scope="col">Tool</th>
                <th scope="col">Outcome</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <When at={row.createdAt} />
                  </td>
                  <td>{row.userId}</td>
                  <td>
                    <code>{row.pluginSlug ?? "(deleted plugin)"}</code> / <code>{row.toolSlug}</code>
                  </td>
                  <td>{row.success ? "Succeeded" : <strong class="warn">Failed</strong>}</td>
                  <td>
                    <details>
                      <summary>
                        Details<span class="sr-only"> of {row.toolSlug} at {row.createdAt}</span>
                      </summary>
                      <dl>
                        <dt>Execution id</dt>
                        <dd>
                          <code>{row.id}</code>
                        </dd>
                        <dt>HTTP status</dt>
                        <dd>{row.status ?? "—"}</dd>
                        <dt>Latency</dt>
                        <dd>{row.latencyMs} ms</dd>
                        <dt>Source</dt>
                        <dd>{row.source}</dd>
                        <dt>Error</dt>
                        <dd>{row.error ?? "—"}</dd>
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
          Load older executions
        </button>
      )}
    </>
  );
}
