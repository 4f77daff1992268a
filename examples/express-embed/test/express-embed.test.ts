import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("examples/express-embed", () => {
  it("starts with its one command and serves both the app's and Plugboard's routes", async () => {
    const port = String(41_000 + (process.pid % 4_000));
    const child = spawn("pnpm", ["start"], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      env: { ...process.env, PORT: port, BASE_URL: `http://localhost:${port}` },
      detached: true,
    });
    try {
      let output = "";
      const key = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk) => {
          output += chunk;
          const match = /API key: (nk_\S+)/.exec(output);
          if (match && output.includes("Try:")) resolve(match[1]!);
        });
        child.stderr.on("data", (chunk) => (output += chunk));
        child.once("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      const own = await fetch(`http://127.0.0.1:${port}/`);
      expect(await own.json()).toMatchObject({ app: "my agent backend" });
      const plugins = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers: { authorization: `Bearer ${key}` } });
      expect(plugins.status).toBe(200);
      expect(await plugins.json()).toEqual({ plugins: [], nextCursor: null, hasMore: false });
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
    } finally {
      // pnpm starts tsx, which starts node: end the whole process group.
      process.kill(-child.pid!, "SIGTERM");
    }
  });
});
