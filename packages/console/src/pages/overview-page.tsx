import type { ExecutionMetricsResponse, MetricsBucket, MetricsOverviewResponse, MetricsRankItem } from "@plugboard/core";
import { useState } from "preact/hooks";
import { Lines, StackedBars } from "../charts.js";
import { ErrorNote, PageHeader, useLoad } from "../components.js";
import { api } from "../endpoints.js";
import { pageHref } from "../hash-query.js";

/** The windows the overview offers, with the bucket that cuts each into a readable number of bars. */
const WINDOWS = [
  { id: "1h", label: "Last hour", ms: 3_600_000, bucket: "5m", bucketMs: 300_000 },
  { id: "24h", label: "Last 24 hours", ms: 86_400_000, bucket: "1h", bucketMs: 3_600_000 },
  { id: "7d", label: "Last 7 days", ms: 7 * 86_400_000, bucket: "6h", bucketMs: 21_600_000 },
] as const satisfies ReadonlyArray<{ id: string; label: string; ms: number; bucket: MetricsBucket; bucketMs: number }>;

type WindowId = (typeof WINDOWS)[number]["id"];

/** `[since, until)` of a window ending at the end of the current bucket, so bars start on round times. */
function windowBounds(window: (typeof WINDOWS)[number]): { since: string; until: string } {
  const until = Math.ceil(Date.now() / window.bucketMs) * window.bucketMs;
  return { since: new Date(until - window.ms).toISOString(), until: new Date(until).toISOString() };
}

function ExecutionCharts({ metrics, bucketMs, short }: { metrics: ExecutionMetricsResponse; bucketMs: number; short: boolean }) {
  const starts = metrics.buckets.map((bucket) => bucket.start);
  const range = (index: number) => ({ since: starts[index]!, until: new Date(Date.parse(starts[index]!) + bucketMs).toISOString() });
  const labels = starts.map((start) => new Date(start).toLocaleString(undefined, short ? { hour: "2-digit", minute: "2-digit" } : { weekday: "short", hour: "2-digit" }));
  const titles = starts.map((start, index) => `${new Date(start).toLocaleString()} – ${new Date(range(index).until).toLocaleTimeString()}`);
  const outcome = (name: string, className: string, key: "success" | "upstreamError" | "refused", value: string) => ({
    name,
    className,
    values: metrics.buckets.map((bucket) => bucket[key]),
    href: (index: number) => pageHref("executions", { ...range(index), outcome: value }),
  });
  return (
    <>
      <StackedBars
        title="Executions by outcome"
        unit="calls"
        labels={labels}
        titles={titles}
        series={[outcome("Success", "s-success", "success", "success"), outcome("Refused", "s-refused", "refused", "refused"), outcome("Upstream error", "s-error", "upstreamError", "upstream_error")]}
      />
      <Lines
        title="Latency"
        unit="ms"
        labels={labels}
        titles={titles}
        series={[
          { name: "p50", className: "s-p50", values: metrics.buckets.map((bucket) => bucket.p50LatencyMs) },
          { name: "p95", className: "s-p95", values: metrics.buckets.map((bucket) => bucket.p95LatencyMs) },
        ]}
      />
    </>
  );
}

function Ranking({ title, items, value, window }: { title: string; items: MetricsRankItem[]; value: "calls" | "errors"; window: { since: string; until: string } }) {
  return (
    <div class="card rank">
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p class="empty">None in this window.</p>
      ) : (
        <ol>
          {items.map((item) => {
            const name = item.tool ? `${item.plugin ?? "(deleted plugin)"} / ${item.tool}` : (item.plugin ?? "(deleted plugin)");
            const filter = { ...window, ...(item.plugin ? { plugin: item.plugin } : {}), ...(item.tool ? { tool: item.tool } : {}), ...(value === "errors" ? { success: "false" } : {}) };
            return (
              <li key={name}>
                <a href={pageHref("executions", filter)}>
                  <code>{name}</code>
                </a>{" "}
                <span class="figure">
                  {item[value].toLocaleString()} {value === "calls" ? "calls" : "failed"}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

function Stat({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <a class="stat" href={href}>
      <span class="stat-value">{value.toLocaleString()}</span> <span class="stat-label">{label}</span>
    </a>
  );
}

/**
 * The landing page: is everything working? Executions by outcome and latency over the last hour, day
 * or week (each bar links to the executions behind it), top plugins and tools, connections needing the
 * user again, approvals waiting, failing webhook deliveries — all aggregated by the server.
 */
export function OverviewPage() {
  const [windowId, setWindowId] = useState<WindowId>("24h");
  const window = WINDOWS.find((item) => item.id === windowId)!;
  const loaded = useLoad(async () => {
    const bounds = windowBounds(window);
    const [metrics, overview] = await Promise.all([api.metrics.executions({ ...bounds, bucket: window.bucket }), api.metrics.overview(bounds)]);
    return { bounds, metrics, overview };
  }, [windowId]);
  const data = loaded.data;
  const overview: MetricsOverviewResponse | undefined = data?.overview;
  const bounds = data?.bounds;
  return (
    <>
      <PageHeader title="Overview">Is everything working? Calls, failures and latency over a window; what waits for someone.</PageHeader>
      <fieldset class="windows">
        <legend>Window</legend>
        {WINDOWS.map((item) => (
          <label class="check" key={item.id}>
            <input type="radio" name="window" checked={item.id === windowId} onChange={() => setWindowId(item.id)} />
            {item.label}
          </label>
        ))}
        <button type="button" onClick={loaded.reload} disabled={loaded.loading}>
          Refresh
        </button>
      </fieldset>
      <ErrorNote error={loaded.error} />
      {loaded.loading && <p role="status">Loading…</p>}
      {data && overview && bounds && (
        <>
          <section aria-labelledby="totals" class="stats">
            <h2 id="totals" class="sr-only">
              Totals
            </h2>
            <Stat label="executions" value={data.metrics.totals.total} href={pageHref("executions", bounds)} />
            <Stat label="succeeded" value={data.metrics.totals.success} href={pageHref("executions", { ...bounds, outcome: "success" })} />
            <Stat label="refused by the upstream (4xx)" value={data.metrics.totals.refused} href={pageHref("executions", { ...bounds, outcome: "refused" })} />
            <Stat label="upstream errors" value={data.metrics.totals.upstreamError} href={pageHref("executions", { ...bounds, outcome: "upstream_error" })} />
            <Stat label="approvals pending" value={overview.pendingApprovals} href={pageHref("approvals")} />
            <Stat label="connections active" value={overview.connections.active} href={pageHref("users")} />
            <Stat label="connections needing reauthorization" value={overview.connections.needsReauthorization} href={pageHref("users")} />
            <Stat label="webhook deliveries failed" value={overview.webhookDeliveries.failed} href={pageHref("webhooks")} />
            <Stat label="webhook deliveries retrying" value={overview.webhookDeliveries.retrying} href={pageHref("webhooks")} />
          </section>
          <p class="hint">
            p50 {data.metrics.totals.p50LatencyMs === null ? "—" : `${Math.round(data.metrics.totals.p50LatencyMs)} ms`} · p95{" "}
            {data.metrics.totals.p95LatencyMs === null ? "—" : `${Math.round(data.metrics.totals.p95LatencyMs)} ms`} over the window. Calls Plugboard refused itself (policy, approval, limits) are not executions.
          </p>
          <ExecutionCharts metrics={data.metrics} bucketMs={window.bucketMs} short={window.id !== "7d"} />
          <div class="ranks">
            <Ranking title="Top plugins by calls" items={overview.topPlugins.byCalls} value="calls" window={bounds} />
            <Ranking title="Top plugins by errors" items={overview.topPlugins.byErrors} value="errors" window={bounds} />
            <Ranking title="Top tools by calls" items={overview.topTools.byCalls} value="calls" window={bounds} />
            <Ranking title="Top tools by errors" items={overview.topTools.byErrors} value="errors" window={bounds} />
          </div>
        </>
      )}
    </>
  );
}
