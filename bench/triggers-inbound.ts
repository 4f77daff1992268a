// Benchmark: signed inbound trigger deliveries on one instance — events accepted per second, the
// acknowledgement's p50, and the time from the inbound request to the developer's receiver (the
// `trigger.event` webhook) p95, under that load. Goals (issue 38): ≥ 1,000 events/s, p50 ack ≤ 5 ms,
// p95 inbound → receiver ≤ 1 s. Two rows: an open load at the goal's rate (BENCH_RATE, 1,000 events/s,
// sent on schedule whatever the answers, as a provider does) — its ack p50 and end-to-end p95 are the
// goal's figures — and a closed load (BENCH_SENDERS requests always in flight) for the most one instance
// accepts. The provider and the developer's receiver run in another process (bench/triggers-load.ts), so
// this process is Plugboard alone. Each row also gives what a loaded machine distorts least: SQL
// statements per event (counted at the pg driver, Prisma's and the raw ones alike, deliveries included)
// and Plugboard's CPU time per event; and the load average while it ran.
// Usage: BENCH_DATABASE_URL=postgres://… pnpm --filter @plugboard/bench bench:triggers   (BENCH_SECONDS=10, BENCH_RATE=1000, BENCH_SENDERS=32)
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import pg from "pg";
import { startChild, stopChildren } from "./harness.js";
import { createScratchDatabase } from "./serve-process.js";
import { startBenchPlugboard } from "./start-bench-plugboard.js";
import type { Load, LoadResult } from "./triggers-load.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 1000);
const senders = Number(process.env.BENCH_SENDERS ?? 32);

// Every statement sent to PostgreSQL by this process (Prisma's adapter and the raw pool share pg's Client).
let statements = 0;
// BENCH_STATEMENTS=1: also counts them by their first words (printed per load).
const byKind = new Map<string, number>();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  if (process.env.BENCH_STATEMENTS) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = (typeof first === "string" ? first : (first?.text ?? "?")).replace(/\s+/g, " ").trim().slice(0, 60);
    byKind.set(text, (byKind.get(text) ?? 0) + 1);
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

/** CPU time (ms) of every `postgres` process on this machine so far, from /proc (0 where there is none to read). */
function postgresCpuMs(): number {
  const tick = 1000 / 100; // USER_HZ
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (!stat.includes("(postgres)")) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const world = await startChild<{ receiverPort: number }>("./triggers-load.ts");
const receiverPort = world.receiverPort;
/** Runs `load` in the outside world's process and waits for what it measured. */
const runLoad = (load: Load) =>
  new Promise<LoadResult>((resolve) => {
    world.child.once("message", (result) => resolve(result as LoadResult));
    world.child.send(load);
  });
// On PostgreSQL, a scratch database of this run beside BENCH_DATABASE_URL (dropped at the end).
const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, "triggers") : undefined;
const bench = await startBenchPlugboard({
  ...(scratch ? { database: { url: scratch.url } } : {}),
  // BENCH_DELIVER=off: no webhook delivery worker (what accepting events alone costs).
  // BENCH_ENDPOINT_SLOTS=N: attempts in flight per endpoint (and developer) instead of the defaults (2 and 8).
  webhooks: {
    ...(process.env.BENCH_DELIVER === "off" ? { deliver: false } : {}),
    ...(process.env.BENCH_ENDPOINT_SLOTS ? { maxInFlightPerEndpoint: Number(process.env.BENCH_ENDPOINT_SLOTS), maxInFlightPerDeveloper: Math.max(8, Number(process.env.BENCH_ENDPOINT_SLOTS)) } : {}),
  },
});
try {
  await bench.call("POST", "/api/v1/webhooks", { url: `http://127.0.0.1:${receiverPort}/hooks`, events: ["trigger.event"] });
  await bench.call("POST", "/api/v1/submissions", {
    slug: "bench-hooks",
    name: "Bench hooks",
    baseUrl: "https://api.example.com",
    authMethods: [{ type: "bearer_token", label: "Token" }],
    triggers: [
      {
        slug: "thing_happened",
        name: "Thing happened",
        description: "A signed event.",
        kind: "webhook",
        payload: { description: "The event." },
        webhook: { verification: { scheme: "hmac_sha256", header: "X-Signature", prefix: "sha256=" }, eventId: { header: "X-Event-Id" } },
      },
    ],
  });
  await bench.plugboard.admin.reviewPlugin({ slug: "bench-hooks", status: "approved" });
  await bench.call("POST", "/api/v1/connections", { userId: "bench-user", plugin: "bench-hooks", authMethod: "bearer_token", credentials: { token: "t" } });
  const subscription = (await bench.call("POST", "/api/v1/trigger-subscriptions", { userId: "bench-user", plugin: "bench-hooks", trigger: "thing_happened" })) as { webhookUrl: string; secret: string };

  const loads: Load[] = [
    { url: subscription.webhookUrl, secret: subscription.secret, mode: "open", rate, senders: 256, seconds },
    { url: subscription.webhookUrl, secret: subscription.secret, mode: "closed", senders, seconds },
  ];
  // BENCH_PROFILE=/some/dir: a CPU profile of this process over the loads (triggers-inbound.cpuprofile).
  const profiler = process.env.BENCH_PROFILE ? new (await import("node:inspector/promises")).Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post("Profiler.enable");
    await profiler.post("Profiler.start");
  }
  for (const load of loads) {
    const statementsBefore = statements;
    byKind.clear();
    const postgresBefore = postgresCpuMs();
    const cpuBefore = process.cpuUsage();
    const loadBefore = loadavg()[0]!;
    const result = await runLoad(load);
    const events = Number(result.delivered.split("/")[1]) + (load.warmup ?? 200);
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      JSON.stringify({
        bench: "triggers-inbound",
        database: process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite (memory)",
        load: load.mode === "open" ? `open, ${rate}/s` : `closed, ${senders} in flight`,
        ...result,
        statementsPerEvent: Number(((statements - statementsBefore) / events).toFixed(2)),
        cpuMsPerEvent: Number(((cpu.user + cpu.system) / 1000 / events).toFixed(2)),
        // A local PostgreSQL's processes (every database's: keep the machine otherwise quiet).
        postgresCpuMsPerEvent: Number(((postgresCpuMs() - postgresBefore) / events).toFixed(2)),
        loadAverage1m: [Number(loadBefore.toFixed(1)), Number(loadavg()[0]!.toFixed(1))],
      }),
    );
    if (process.env.BENCH_STATEMENTS) {
      for (const [text, n] of [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${(n / events).toFixed(3)}/event  ${text}`);
    }
  }
  if (profiler) {
    const { profile } = await profiler.post("Profiler.stop");
    (await import("node:fs")).writeFileSync(`${process.env.BENCH_PROFILE}/triggers-inbound.cpuprofile`, JSON.stringify(profile));
  }
} finally {
  await bench.plugboard.close();
  await stopChildren();
  await scratch?.drop();
}
// The benchmark's HTTP server and the load process's connections would keep this process alive.
process.exit(0);
