import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { dirname, join } from "node:path";

/** `@modelcontextprotocol/server-everything` in Streamable HTTP mode, as a child process. */
export interface ServerEverything {
  mcpUrl: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts `node …/server-everything/dist/index.js streamableHttp` with `PORT` set and waits until it
 * listens. Returns `{ skipped }` with the reason when it cannot start (the package missing, the
 * process exiting), so the test can say why it did not run.
 */
export async function startServerEverything(): Promise<ServerEverything | { skipped: string }> {
  let entry: string;
  try {
    const require = createRequire(import.meta.url);
    entry = join(dirname(require.resolve("@modelcontextprotocol/server-everything/package.json")), "dist", "index.js");
  } catch (error) {
    return { skipped: `@modelcontextprotocol/server-everything is not installed: ${(error as Error).message}` };
  }
  const port = await freePort();
  // A minimal environment: the server's get-env tool would show whatever it is given.
  const child: ChildProcess = spawn(process.execPath, [entry, "streamableHttp"], {
    env: { PATH: process.env.PATH ?? "", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const started = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve("did not report listening within 15 s"), 15_000);
    const watch = (chunk: Buffer) => {
      if (chunk.toString().includes("listening on port")) {
        clearTimeout(timer);
        resolve(null);
      }
    };
    child.stdout?.on("data", watch);
    child.stderr?.on("data", watch);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(`exited with code ${code}`);
    });
  });
  if (started) {
    child.kill("SIGKILL");
    return { skipped: `server-everything could not start: ${started}` };
  }
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    mcpUrl: `http://127.0.0.1:${port}/mcp`,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
