// Benchmark: signed inbound trigger deliveries on one instance — events accepted per second, the
// acknowledgement's p50, and the time from the inbound request to the developer's receiver (the
// `trigger.event` webhook) p95, under that load. Goals (issue 38): ≥ 1,000 events/s, p50 ack ≤ 5 ms,
// p95 inbound → receiver ≤ 1 s. Senders, Plugboard and the receiver share this one process.
// The row also gives what a loaded machine distorts least: SQL statements per event (counted at the
// pg driver, Prisma's and the raw ones alike, deliveries included) and this process's CPU time per
// event; and the load average while it ran.
// Usage: BENCH_DATABASE_URL=postgres://… pnpm --filter @plugboard/bench bench:triggers   (BENCH_SECONDS=10, BENCH_SENDERS=32)
import { createHmac, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import pg from "pg";
import { Agent, request } from "undici";
import { percentile } from "./harness.js";
import { startBenchPlugboard } from "./start-bench-plugboard.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const senders = Number(process.env.BENCH_SENDERS ?? 32);

// The developer's receiver: notes when each event arrived.
const arrived = new Map<string, number>();
const receiver = createServer((incoming, answer) => {
  const chunks: Buffer[] = [];
  incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
  incoming.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data: { payload: { sentAt: number; n: string } } };
    arrived.set(body.data.payload.n, performance.now());
    answer.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", () => resolve()));
const receiverPort = (receiver.address() as { port: number }).port;

// Every statement sent to PostgreSQL by this process (Prisma's adapter and the raw pool share pg's Client).
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const bench = await startBenchPlugboard();
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

  const agent = new Agent({ connections: senders, keepAliveTimeout: 60_000 });
  const acks: number[] = [];
  const sentAt = new Map<string, number>();
  let refused = 0;
  const send = async (n: string) => {
    const started = performance.now();
    const body = JSON.stringify({ n, sentAt: Date.now(), detail: "x".repeat(400) });
    const signature = `sha256=${createHmac("sha256", subscription.secret).update(body).digest("hex")}`;
    sentAt.set(n, started);
    const answer = await request(subscription.webhookUrl, { method: "POST", dispatcher: agent, headers: { "content-type": "application/json", "x-signature": signature, "x-event-id": n }, body });
    await answer.body.dump();
    if (answer.statusCode !== 200) refused += 1;
    return performance.now() - started;
  };
  // Warm-up, then the measured run.
  for (let i = 0; i < 200; i++) await send(`warm-${i}`);
  const deadline = performance.now() + seconds * 1000;
  const statementsBefore = statements;
  const cpuBefore = process.cpuUsage();
  const loadBefore = loadavg()[0]!;
  const begun = performance.now();
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (performance.now() < deadline) acks.push(await send(randomUUID()));
    }),
  );
  const elapsed = (performance.now() - begun) / 1000;
  const measuredEvents = acks.length;
  // Let the deliveries drain (at most 30 s), then measure inbound → receiver.
  const drainUntil = performance.now() + 30_000;
  while (arrived.size < sentAt.size && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 100));
  // Statements and CPU per event: the measured run and its deliveries (the drain included).
  const cpu = process.cpuUsage(cpuBefore);
  const statementsPerEvent = (statements - statementsBefore) / measuredEvents;
  const endToEnd = [...sentAt].filter(([n]) => !n.startsWith("warm-") && arrived.has(n)).map(([n, at]) => arrived.get(n)! - at).sort((a, b) => a - b);
  acks.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: "triggers-inbound",
      database: process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite (memory)",
      senders,
      seconds: Number(elapsed.toFixed(1)),
      eventsPerSecond: Math.round(acks.length / elapsed),
      ackP50Ms: Number(percentile(acks, 50).toFixed(2)),
      ackP99Ms: Number(percentile(acks, 99).toFixed(2)),
      deliveredToReceiver: `${endToEnd.length}/${acks.length}`,
      inboundToReceiverP50Ms: Math.round(percentile(endToEnd, 50)),
      inboundToReceiverP95Ms: Math.round(percentile(endToEnd, 95)),
      refused,
      statementsPerEvent: Number(statementsPerEvent.toFixed(2)),
      cpuMsPerEvent: Number(((cpu.user + cpu.system) / 1000 / measuredEvents).toFixed(2)),
      loadAverage1m: [Number(loadBefore.toFixed(1)), Number(loadavg()[0]!.toFixed(1))],
    }),
  );
  await agent.close();
} finally {
  await bench.plugboard.close();
  receiver.close();
}
