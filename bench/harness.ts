// What every benchmark shares: servers in child processes, sequential latency percentiles and
// autocannon throughput, so each scenario file holds only its scenario.
import { fork, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const children: ChildProcess[] = [];

/**
 * Forks `file` (relative to bench/) with tsx and resolves with the first message it sends (its address),
 * plus its pid and the child itself (to talk to it over IPC). `nodeFlags` go to that Node process only (V8 flags that NODE_OPTIONS refuses too).
 */
export function startChild<T>(file: string, env: Record<string, string> = {}, nodeFlags: string[] = []): Promise<T & { pid: number; child: ChildProcess }> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: [...nodeFlags, "--import", "tsx"],
    env: { ...process.env, ...env, NODE_ENV: "production", PLUGBOARD_ALLOW_PRIVATE_NETWORK: "true" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once("message", (message) => resolve({ ...(message as T), pid: child.pid!, child }));
    child.once("exit", (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

/** Stops every child started by {@link startChild} (SIGINT lets a profiled child write its profile). */
export async function stopChildren(): Promise<void> {
  for (const child of children) child.kill("SIGINT");
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** The `p`th percentile of ascending `sorted` samples. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Latency of `once` run one after another: `warmup` unmeasured runs, then `count` measured ones (ms). */
export async function sequentialLatency(once: () => Promise<void>, options: { count: number; warmup?: number }): Promise<{ p50: number; p99: number; mean: number }> {
  for (let i = 0; i < (options.warmup ?? 200); i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < options.count; i++) {
    const started = process.hrtime.bigint();
    await once();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return latencyOf(samples);
}

/** p50, p99 and mean of latency samples (ms); sorts `samples` in place. */
function latencyOf(samples: number[]): { p50: number; p99: number; mean: number } {
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), mean: samples.reduce((sum, value) => sum + value, 0) / samples.length };
}

/**
 * Latency of several paths measured in turns, so that all of them see the same machine load: `warmup`
 * unmeasured calls per path, then `count` measured ones (ms per path). With `turn` (default 1) each path
 * is called `turn` times in a row per turn, and the order of the paths is rotated every round: each path
 * then runs on its own warm process as a steady client sees it, and no path always follows another (two
 * paths served by one process would otherwise flatter the second, which finds that process just woken).
 */
export async function interleavedLatency<K extends string>(
  paths: Record<K, () => Promise<void>>,
  options: { count: number; warmup?: number; turn?: number },
): Promise<Record<K, { p50: number; p99: number; mean: number }>> {
  const names = Object.keys(paths) as K[];
  const turn = Math.max(1, options.turn ?? 1);
  const warmup = options.warmup ?? 200;
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  const done = Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;
  for (let round = 0; names.some((name) => done[name] < warmup + options.count); round++) {
    for (let index = 0; index < names.length; index++) {
      const name = names[(index + round) % names.length]!;
      for (let call = 0; call < turn && done[name] < warmup + options.count; call++) {
        const started = process.hrtime.bigint();
        await paths[name]();
        if (done[name]++ >= warmup) samples[name].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
  }
  return Object.fromEntries(names.map((name) => [name, latencyOf(samples[name])])) as Record<K, { p50: number; p99: number; mean: number }>;
}

/** An HTTP request to measure. */
export interface Target {
  name: string;
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * CPU milliseconds (user + system) process `pid` has used so far, from /proc (Linux); undefined elsewhere.
 * A server's CPU per request is steadier than its throughput on a small shared machine, where the load
 * generator and the upstream take cores too.
 */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // After "pid (comm) ": state is field 0, utime field 11, stime field 12, in clock ticks (100 per second).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Requests per second autocannon reaches on `target`; any non-2xx answer or error fails the run. */
export async function throughput(target: Target, options: { connections: number; duration: number }): Promise<number> {
  return (await throughputRun(target, options)).average;
}

/** One autocannon run on `target`: requests per second and the number of requests answered. */
export async function throughputRun(target: Target, options: { connections: number; duration: number }): Promise<{ average: number; total: number }> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    ...(target.body ? { body: target.body } : {}),
    connections: options.connections,
    duration: options.duration,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { average: result.requests.average, total: result.requests.total };
}
