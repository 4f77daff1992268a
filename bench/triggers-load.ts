// The world outside Plugboard for bench/triggers-inbound.ts, in its own process (as the provider and the
// developer's app are on other machines): a provider that sends signed events to Plugboard's inbound URL,
// and the developer's receiver of the `trigger.event` webhooks. Forked by the bench; it first sends
// `{ receiverPort }`, then runs each load the bench sends (`{ url, secret, mode, rate?, senders, seconds }`)
// and answers with the acknowledgement times and, once the deliveries drained (at most 30 s), the time
// from each inbound request to its arrival at the receiver.
import { createHmac, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Agent, request } from "undici";
import { percentile } from "./harness.js";

/** One load: `open` sends `rate` events per second whatever the answers (a provider's retry clock does not wait); `closed` keeps `senders` requests in flight. */
export interface Load {
  url: string;
  secret: string;
  mode: "open" | "closed";
  rate?: number;
  senders: number;
  seconds: number;
  /** Unmeasured events sent one by one first. */
  warmup?: number;
}

/** What one load measured. */
export interface LoadResult {
  mode: Load["mode"];
  targetRate: number | null;
  seconds: number;
  eventsPerSecond: number;
  ackP50Ms: number;
  ackP99Ms: number;
  delivered: string;
  inboundToReceiverP50Ms: number;
  inboundToReceiverP95Ms: number;
  refused: number;
}

// The developer's receiver: when each event arrived.
const arrived = new Map<string, number>();
const receiver = createServer((incoming, answer) => {
  const chunks: Buffer[] = [];
  incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
  incoming.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data: { payload: { n: string } } };
    arrived.set(body.data.payload.n, performance.now());
    answer.writeHead(204).end();
  });
});
receiver.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", () => resolve()));

const round = (value: number) => Number(value.toFixed(2));

async function run(load: Load): Promise<LoadResult> {
  const agent = new Agent({ connections: load.senders, keepAliveTimeout: 60_000, pipelining: 1 });
  const sentAt = new Map<string, number>();
  const acks: number[] = [];
  let refused = 0;
  const send = async (n: string, measured: boolean) => {
    const body = JSON.stringify({ n, detail: "x".repeat(400) });
    const signature = `sha256=${createHmac("sha256", load.secret).update(body).digest("hex")}`;
    const started = performance.now();
    if (measured) sentAt.set(n, started);
    const answer = await request(load.url, { method: "POST", dispatcher: agent, headers: { "content-type": "application/json", "x-signature": signature, "x-event-id": n }, body });
    await answer.body.dump();
    if (answer.statusCode !== 200) refused += 1;
    if (measured) acks.push(performance.now() - started);
  };
  for (let i = 0; i < (load.warmup ?? 200); i++) await send(`warm-${randomUUID()}`, false);
  const begun = performance.now();
  const deadline = begun + load.seconds * 1000;
  if (load.mode === "closed") {
    await Promise.all(Array.from({ length: load.senders }, async () => {
      while (performance.now() < deadline) await send(randomUUID(), true);
    }));
  } else {
    // Open loop: every millisecond, send what the schedule says is due by now.
    const rate = load.rate ?? 1000;
    const pending = new Set<Promise<void>>();
    let sent = 0;
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const now = performance.now();
        const due = Math.min(rate * load.seconds, Math.floor(((Math.min(now, deadline) - begun) / 1000) * rate));
        for (; sent < due; sent++) {
          const attempt = send(randomUUID(), true).catch(() => void (refused += 1));
          pending.add(attempt);
          void attempt.finally(() => pending.delete(attempt));
        }
        if (now >= deadline) {
          clearInterval(tick);
          resolve();
        }
      }, 1);
    });
    await Promise.all([...pending]);
  }
  const elapsed = (performance.now() - begun) / 1000;
  const drainUntil = performance.now() + 30_000;
  const measured = () => [...sentAt.keys()].filter((n) => arrived.has(n)).length;
  while (measured() < sentAt.size && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  const endToEnd = [...sentAt].filter(([n]) => arrived.has(n)).map(([n, at]) => arrived.get(n)! - at).sort((a, b) => a - b);
  acks.sort((a, b) => a - b);
  await agent.close();
  return {
    mode: load.mode,
    targetRate: load.mode === "open" ? (load.rate ?? 1000) : null,
    seconds: round(elapsed),
    eventsPerSecond: Math.round(acks.length / elapsed),
    ackP50Ms: round(percentile(acks, 50)),
    ackP99Ms: round(percentile(acks, 99)),
    delivered: `${endToEnd.length}/${sentAt.size}`,
    inboundToReceiverP50Ms: Math.round(percentile(endToEnd, 50) ?? NaN),
    inboundToReceiverP95Ms: Math.round(percentile(endToEnd, 95) ?? NaN),
    refused,
  };
}

process.on("message", (load: Load) => {
  void run(load).then((result) => process.send!(result));
});
process.send!({ receiverPort: (receiver.address() as { port: number }).port });
