// Benchmark: what the execution pipeline's OpenTelemetry instrumentation costs when tracing is off (no
// SDK registered: the API's no-op tracer and meter), and, for contrast, with an SDK recording spans.
// Runs the pipeline's own instrumentation (withSpan, the instruments, traceparent injection — imported
// from the server's source) around the same empty async steps as a bare run, in one process, in turns.
// Usage: pnpm --filter @plugboard/bench bench:tracing   (BENCH_ITERATIONS=50000 BENCH_ROUNDS=5 BENCH_EXECUTION_CPU_US=300)
import { SpanKind } from "@opentelemetry/api";
import { instruments } from "../packages/server/src/infra/telemetry/instruments.js";
import { injectTraceHeaders } from "../packages/server/src/infra/telemetry/trace-carrier.js";
import { withSpan } from "../packages/server/src/infra/telemetry/with-span.js";

const iterations = Number(process.env.BENCH_ITERATIONS ?? 50_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const step = async <T>(value: T): Promise<T> => value;

/** One execution's steps with nothing around them: lookup, connection, credentials, upstream call. */
async function bare(): Promise<number> {
  await step("tool");
  await step("connection");
  await step("credentials");
  const headers: Record<string, string> = { accept: "application/json" };
  return (await step(headers)) ? 200 : 0;
}

/** The same steps as the pipeline instruments them (services/execution/execution-service.ts). */
async function instrumented(): Promise<number> {
  const started = performance.now();
  const metrics = instruments();
  const status = await withSpan("plugboard.execute", { attributes: { "plugboard.developer.id": "d", "plugboard.tool": "T" } }, async (span) => {
    await withSpan("plugboard.lookup", {}, () => step("tool"));
    span.setAttributes({ "plugboard.plugin": "p", "plugboard.source": "manual" });
    await withSpan("plugboard.connection", {}, () => step("connection"));
    await withSpan("plugboard.credentials", {}, () => step("credentials"));
    return withSpan("plugboard.upstream", { kind: SpanKind.CLIENT, attributes: { "plugboard.source": "manual" } }, async (upstream) => {
      const headers: Record<string, string> = { accept: "application/json" };
      injectTraceHeaders(headers);
      upstream.setAttribute("plugboard.status", 200);
      return (await step(headers)) ? 200 : 0;
    });
  });
  metrics.executions.add(1, { "plugboard.outcome": "success" });
  metrics.executionDuration.record(performance.now() - started, { "plugboard.outcome": "success" });
  return status;
}

async function timePerCall(run: () => Promise<number>): Promise<number> {
  const started = process.hrtime.bigint();
  for (let index = 0; index < iterations; index++) await run();
  return Number(process.hrtime.bigint() - started) / iterations;
}

async function measure(label: string): Promise<{ bare: number; instrumented: number }> {
  for (let index = 0; index < 20_000; index++) {
    await bare();
    await instrumented();
  }
  const samples = { bare: [] as number[], instrumented: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    samples.bare.push(await timePerCall(bare));
    samples.instrumented.push(await timePerCall(instrumented));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const result = { bare: median(samples.bare), instrumented: median(samples.instrumented) };
  console.log(
    `${label.padEnd(34)} bare ${result.bare.toFixed(0).padStart(6)} ns   instrumented ${result.instrumented.toFixed(0).padStart(6)} ns   added ${(result.instrumented - result.bare).toFixed(0).padStart(6)} ns per execution`,
  );
  return result;
}

console.log(`\nOpenTelemetry instrumentation of one execution (${iterations} executions × ${rounds} rounds, medians)\n`);
const off = await measure("tracing off (no SDK: API no-ops)");
// For contrast: an SDK that records every span (nothing exported).
const { NodeSDK } = await import("@opentelemetry/sdk-node");
const { BatchSpanProcessor } = await import("@opentelemetry/sdk-trace");
// Every span is recorded, batched as in production and handed to an exporter that drops it.
const discard = { export: (_spans: unknown[], done: (result: { code: number }) => void) => done({ code: 0 }), shutdown: async () => undefined };
const sdk = new NodeSDK({ serviceName: "bench", spanProcessors: [new BatchSpanProcessor({ exporter: discard })], instrumentations: [] });
sdk.start();
const on = await measure("tracing on (SDK recording spans)");
await sdk.shutdown();
// An execution's server CPU as `pnpm bench` prints it ("CPU/req" of the api_key tool row).
const executionCpuUs = Number(process.env.BENCH_EXECUTION_CPU_US ?? 300);
console.log(
  `\nTracing off adds ${(off.instrumented - off.bare).toFixed(0)} ns per execution: ${(((off.instrumented - off.bare) / (executionCpuUs * 1000)) * 100).toFixed(2)} % of an ` +
    `execution's ${executionCpuUs} µs of server CPU (BENCH_EXECUTION_CPU_US, from pnpm bench). Tracing on adds ${((on.instrumented - on.bare) / 1000).toFixed(1)} µs.`,
);
