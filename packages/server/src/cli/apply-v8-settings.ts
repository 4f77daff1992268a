import { setFlagsFromString } from "node:v8";

/**
 * V8 settings of the `plugboard` command on PostgreSQL, set before anything else is loaded (the command
 * line calls it first; an application that embeds Plugboard keeps its own). Each was measured with
 * `pnpm bench:memory` and `pnpm bench` (README, "Performance"):
 *
 * - WebAssembly stays compiled by V8's baseline compiler (Liftoff): the only WebAssembly there is
 *   Prisma's query compiler (and undici's HTTP parser), which V8 would otherwise recompile with TurboFan
 *   as its functions get hot, taking 20–40 MB of compiler memory at each burst. No throughput cost.
 * - The old generation may grow by half of what survived the last full garbage collection before the
 *   next one (`--heap-growing-percent=50`) instead of up to 4 times: after loading the catalog (ten
 *   thousand tools), V8 otherwise left the load's promoted garbage (10–20 MB) in place for as long as
 *   the heap stayed below a limit set at start.
 *
 * The embedded database (PGlite, PostgreSQL itself as WebAssembly) keeps V8's defaults.
 *
 * @example
 * applyV8Settings(process.env); // then import the rest
 */
export function applyV8Settings(env: NodeJS.ProcessEnv): void {
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "")) return;
  setFlagsFromString("--no-wasm-tier-up");
  setFlagsFromString("--no-wasm-dynamic-tiering");
  setFlagsFromString("--heap-growing-percent=50");
}
