import { setFlagsFromString } from "node:v8";

/**
 * On PostgreSQL, keeps V8 from recompiling WebAssembly with its optimizing compiler (TurboFan): the
 * only WebAssembly there is Prisma's query compiler (and undici's HTTP parser), whose functions V8
 * would otherwise tier up as they get hot, with compiler memory of 20–40 MB at each burst (the peak
 * RSS of `plugboard serve` went from 206 to 159 MB in `bench:memory`). They stay compiled by the
 * baseline compiler (Liftoff). The embedded database (PGlite, PostgreSQL itself as WebAssembly) keeps
 * V8's default. Must run before any WebAssembly is compiled: the command line calls it first.
 *
 * @example
 * limitWasmTiering(process.env); // then import the rest
 */
export function limitWasmTiering(env: NodeJS.ProcessEnv): void {
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "")) return;
  setFlagsFromString("--no-wasm-tier-up");
  setFlagsFromString("--no-wasm-dynamic-tiering");
}
