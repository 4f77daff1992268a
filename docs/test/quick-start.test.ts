// docs/quick-start.md run from its own text, as a reader outside the repository would: the SDK packed
// into tarballs and installed with npm into a new directory, a real `plugboard serve` on a fresh
// DATA_DIR, `pnpm demo:weather` as the upstream, the plugin approved with the CLI while serve runs, and
// the guide's two programs run with node. The model is a loopback stand-in for OpenAI's Chat
// Completions API (the guide's code reads OPENAI_BASE_URL like any AI SDK app).
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServeProcess, type ServeProcess } from "../../packages/server/test/helpers/serve-process.js";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
const guide = readFileSync(join(root, "docs", "quick-start.md"), "utf8");

/** The code block that follows `<!-- snippet: FILE -->` in the guide: what the reader copies. */
function programOf(file: string): string {
  const match = new RegExp(`<!-- snippet: ${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\``).exec(guide);
  if (!match) throw new Error(`docs/quick-start.md has no block for ${file}`);
  return match[1]! + "\n";
}

/** The guide's shell line that starts with `prefix`. */
function commandOf(prefix: string): string {
  const line = guide.split("\n").find((entry) => entry.trim().startsWith(prefix));
  if (!line) throw new Error(`docs/quick-start.md has no line starting with "${prefix}"`);
  return line.trim().replace(/\s+#.*$/, "");
}

/** The last JSON object in `text` (curl prints each answer without a newline after it). */
function lastJsonObject(text: string): unknown {
  for (let start = text.lastIndexOf("{"); start >= 0; start = text.lastIndexOf("{", start - 1)) {
    try {
      return JSON.parse(text.slice(start));
    } catch {
      // an inner object: its suffix still holds the outer closing braces
    }
  }
  return undefined;
}

/** A reader's shell: PATH and HOME, not the test runner's variables (Vite sets BASE_URL, which Plugboard reads). */
function shellEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? tmpdir() };
}

/** Chat Completions on loopback: calls GET_FORECAST first, then answers with the tool result it was sent. */
function startModel(requests: Array<Record<string, unknown>>): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const parsed = JSON.parse(body) as { model: string; messages: Array<{ role: string; content: unknown }> };
      requests.push(parsed);
      const toolResult = parsed.messages.find((message) => message.role === "tool");
      const message = toolResult
        ? { role: "assistant", content: `From the tool: ${String(toolResult.content)}` }
        : {
            role: "assistant",
            content: null,
            tool_calls: [{ id: "call_1", type: "function", function: { name: "GET_FORECAST", arguments: JSON.stringify({ city: "Paris", days: 2 }) } }],
          };
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: parsed.model,
          choices: [{ index: 0, message, finish_reason: toolResult ? "stop" : "tool_calls" }],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` })));
}

/** `pnpm demo:weather` in the repository, on a free port; resolves with its URL once it prints it. */
function startWeather(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn("pnpm", ["-s", "demo:weather"], { cwd: root, env: { ...shellEnv(), WEATHER_PORT: "0" }, detached: true });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      const url = /Demo weather API at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    child.once("exit", (code) => reject(new Error(`pnpm demo:weather exited with ${code}: ${output}`)));
  });
}

describe("docs/quick-start.md, run as written from packed tarballs outside the repository", () => {
  const work = mkdtempSync(join(tmpdir(), "plugboard-quick-start-"));
  const app = join(work, "my-agent");
  const dataDir = join(work, "data");
  const modelRequests: Array<Record<string, unknown>> = [];
  let server: ServeProcess | undefined;
  let weather: { child: ChildProcess; url: string } | undefined;
  let model: { server: Server; url: string } | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    // The SDK as a user's app gets it: tarballs of the built packages, installed with npm.
    const packs = join(work, "packs");
    await run(process.execPath, [join(root, "scripts", "pack-sdk.mjs"), packs], { cwd: root });
    mkdirSync(app);
    await run("npm", ["init", "-y"], { cwd: app, env: shellEnv() });
    const install = commandOf("npm install").replace("../plugboard/packs/", `${packs}/`);
    await run("sh", ["-c", `${install} --prefer-offline --no-audit --no-fund --loglevel=error`], { cwd: app, env: shellEnv() });

    [server, weather, model] = await Promise.all([startServeProcess({ DATA_DIR: dataDir }), startWeather(), startModel(modelRequests)]);
    expect(await server.waitFor(/Admin API key \(shown once, keep it\): nk_\S+/)).toBe(true);
    const key = /Admin API key \(shown once, keep it\): (nk_\S+)/.exec(server.output())![1]!;
    env = { PATH: process.env.PATH ?? "", PLUGBOARD_URL: server.url, PLUGBOARD_API_KEY: key, WEATHER_URL: weather.url };
    writeFileSync(join(app, "register.mjs"), programOf("docs/quick-start/register.mjs"));
    writeFileSync(join(app, "agent.mjs"), programOf("docs/quick-start/agent.mjs"));
  }, 300_000);

  afterAll(async () => {
    model?.server.close();
    if (weather?.child.pid) process.kill(-weather.child.pid, "SIGTERM");
    if (server) {
      server.signal("SIGTERM");
      await server.exited;
    }
    rmSync(work, { recursive: true, force: true });
  }, 120_000);

  it("registers the plugin, approves it with the CLI while serve runs, and calls the tool directly and from an agent", async () => {
    const registered = await run(process.execPath, ["register.mjs"], { cwd: app, env });
    expect(registered.stdout.trim()).toBe("Submitted weather: pending_review");

    // The guide's approval line, run in the repository while `plugboard serve` holds the database.
    const approve = commandOf("pnpm plugboard plugins review");
    const approved = await run("sh", ["-c", approve], { cwd: root, env: { ...shellEnv(), DATA_DIR: dataDir } });
    expect(approved.stdout).toContain('"reviewStatus":"approved"');

    const agent = await run(process.execPath, ["agent.mjs"], { cwd: app, env: { ...env, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: model!.url } });
    const lines = agent.stdout.trim().split("\n");
    expect(JSON.parse(lines.find((line) => line.startsWith("Tool call: "))!.slice("Tool call: ".length))).toMatchObject({ city: "Paris", forecast: "sunny", days: 2 });
    // The model was offered the plugin's tool, called it, and read what the weather API answered.
    expect(JSON.stringify(modelRequests[0])).toContain("GET_FORECAST");
    expect(lines.find((line) => line.startsWith("Agent: "))).toMatch(/^Agent: From the tool: .*sunny/);
  }, 240_000);

  it("the README's first screen goes from the running server to a tool call with curl and the CLI", async () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const block = /<!-- readme-quick-start -->\n```sh\n([\s\S]*?)\n```/.exec(readme)?.[1];
    expect(block).toBeDefined();
    const script = block!
      .split("\n")
      .filter((line) => !line.startsWith("KEY="))
      .join("\n")
      .replaceAll("http://localhost:4010", weather!.url)
      .replaceAll("localhost:3000", new URL(server!.url).host);
    const result = await run("sh", ["-ec", script], { cwd: root, env: { ...shellEnv(), DATA_DIR: dataDir, KEY: env.PLUGBOARD_API_KEY! } });
    expect(lastJsonObject(result.stdout), result.stdout).toMatchObject({ success: true, status: 200, data: { city: "Paris", forecast: "sunny", days: 2 } });
  }, 240_000);
});
