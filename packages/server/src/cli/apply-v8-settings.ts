import { PerformanceObserver } from "node:perf_hooks";
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runtimeFastPathsOn } from "../settings/fast-paths.js";

// The young generation's semi-space, once grown: V8 starts it at 1 MB and doubles it up to 16 MB.
// 4 MB: measured in `bench:catalog-api` and `pnpm bench` (see applyV8Settings).
const SEMI_SPACE_CAP_MB = 4;

/**
 * V8 settings of the `plugboard` command on PostgreSQL, set before anything else is loaded (the command
 * line calls it first; an application that embeds Plugboard keeps its own). Each was measured with
 * `pnpm bench:memory`, `bench:catalog-api` and `pnpm bench` (README, "Performance"):
 *
 * - WebAssembly stays compiled by V8's baseline compiler (Liftoff): the only WebAssembly there is
 *   Prisma's query compiler (and undici's HTTP parser), which V8 would otherwise recompile with TurboFan
 *   as its functions get hot, taking 20–40 MB of compiler memory at each burst. No throughput cost.
 * - The old generation may grow by half of what survived the last full garbage collection before the
 *   next one (`--heap-growing-percent=50`) instead of up to 4 times: after loading the catalog (ten
 *   thousand tools), V8 otherwise left the load's promoted garbage (10–20 MB) in place for as long as
 *   the heap stayed below a limit set at start.
 * - The young generation grows to 4 MB semi-spaces (8 MB resident) instead of 16 MB (32 MB): V8 reads
 *   `--max-semi-space-size` only when the process starts, so the space grows by doubling from its 1 MB
 *   start and its growth factor is set to 1 by the garbage collections that see it at the cap — and back
 *   to 2 after V8 has shrunk it in a quiet spell (see capYoungGeneration). Creating 1,000 plugins × 10
 *   tools through the API (8 in parallel) then listing them peaked at 138–144 MB instead of 155–159 MB (16 MB semi-spaces) with the same server CPU; an execution cost
 *   within this machine's noise (+5 % CPU per request in one paired run). A 1 MB young generation (growth
 *   factor 1 throughout) cost about 12 % more CPU per execution.
 *
 * The embedded database (PGlite, PostgreSQL itself as WebAssembly) keeps V8's defaults, and so does
 * `PLUGBOARD_RUNTIME_FAST_PATHS=off` (the switch of every fast path tied to exact runtime versions).
 *
 * Returns whether it changed anything.
 *
 * @example
 * applyV8Settings(process.env); // then import the rest
 */
export function applyV8Settings(env: NodeJS.ProcessEnv): boolean {
  if (!runtimeFastPathsOn(env) || !/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "")) return false;
  setFlagsFromString("--no-wasm-tier-up");
  setFlagsFromString("--no-wasm-dynamic-tiering");
  setFlagsFromString("--heap-growing-percent=50");
  capYoungGeneration(SEMI_SPACE_CAP_MB);
  return true;
}

/**
 * Lets the young generation's semi-spaces grow from V8's initial 1 MB to `capMb`, and no further — for
 * the life of the process: after a quiet spell V8 shrinks them (to 0.5 MB here, when it finds the
 * allocation rate low or its memory reducer runs), and they must be able to grow back to the cap, not
 * stay at the small size (with the growth factor left at 1 they stayed at 1 MB, about 12 % more CPU per
 * execution). A garbage-collection observer sets the growth factor to 2 while they are below the cap
 * (sizes are powers of two, so doubling lands on it) and to 1 at the cap.
 */
function capYoungGeneration(capMb: number): void {
  const capBytes = capMb * 1024 * 1024;
  const semiSpaceBytes = () => (getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0) / 2;
  let factor = 0;
  const follow = () => {
    const wanted = semiSpaceBytes() >= capBytes ? 1 : 2;
    if (wanted === factor) return;
    setFlagsFromString(`--semi-space-growth-factor=${wanted}`);
    factor = wanted;
  };
  follow();
  new PerformanceObserver(follow).observe({ entryTypes: ["gc"] });
}
