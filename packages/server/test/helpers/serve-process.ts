import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The built command line (`pnpm build` makes it; the root `pnpm test` builds first). */
export const CLI_PATH = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

/** A real `plugboard serve` process. */
export interface ServeProcess {
  /** `http://127.0.0.1:<port>` it listens on. */
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves true once a line containing `text` is printed, false when the process exits first. */
  waitFor(text: string | RegExp): Promise<boolean>;
  /** Sends a signal (SIGTERM, SIGKILL, …). */
  signal(signal: NodeJS.Signals): void;
  /** Exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/**
 * Starts `node dist/cli.js serve` with `env` (plus `PATH`) on a free port (`PORT=0` unless given) and
 * resolves once it logs "plugboard listening"; rejects with its output when it exits before.
 *
 * @example
 * const server = await startServeProcess({ DATA_DIR: dir, ENCRYPTION_KEY: key });
 * server.signal("SIGTERM");
 * expect(await server.exited).toBe(0);
 */
export function startServeProcess(env: Record<string, string>): Promise<ServeProcess> {
  if (!existsSync(CLI_PATH)) throw new Error(`${CLI_PATH} is missing: run \`pnpm build\` (the root \`pnpm test\` builds first)`);
  const child = spawn(process.execPath, [CLI_PATH, "serve"], { env: { PATH: process.env.PATH ?? "", PORT: "0", LOG_LEVEL: "info", ...env } });
  let output = "";
  const waiters = new Set<{ text: string | RegExp; resolve: (found: boolean) => void }>();
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
  const seen = (text: string | RegExp) => (typeof text === "string" ? output.includes(text) : text.test(output));
  const onData = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    for (const waiter of waiters) {
      if (!seen(waiter.text)) continue;
      waiters.delete(waiter);
      waiter.resolve(true);
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  void exited.then(() => {
    for (const waiter of waiters) waiter.resolve(seen(waiter.text));
    waiters.clear();
  });
  const waitFor = (text: string | RegExp) =>
    new Promise<boolean>((resolve) => {
      if (seen(text)) return resolve(true);
      if (child.exitCode !== null || child.signalCode !== null) return resolve(false);
      waiters.add({ text, resolve });
    });

  return waitFor('"plugboard listening"').then((listening) => {
    if (!listening) throw new Error(`plugboard serve exited before listening:\n${output}`);
    const line = output.split("\n").find((entry) => entry.includes('"plugboard listening"'))!;
    const { port } = JSON.parse(line) as { port: number };
    return {
      url: `http://127.0.0.1:${port}`,
      output: () => output,
      waitFor,
      signal: (signal) => void child.kill(signal),
      exited,
    };
  });
}
