// The MCP benchmark's measurement, for `bench:mcp` and any other entry: an MCP tools/call through
// Plugboard (POST /api/v1/tools/execute, warm session) vs the same call from a warm MCP SDK client,
// per upstream, the paths called in turns so that all see the same machine load.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Agent, request } from "undici";
import { startServerEverything } from "../packages/server/test/mcp/helpers/start-server-everything.js";
import { createScratchDatabase } from "./serve-process.js";
import { cpuMsOf, interleavedLatency, startChild } from "./harness.js";

/** The MCP servers the benchmark can call. */
export type McpBenchUpstream = "server-everything" | "mcp-sdk";

/** What {@link measureMcp} measures. */
export interface MeasureMcpOptions {
  /** Measured calls per path (default 1000), after `warmup` unmeasured rounds (default 200). */
  calls?: number;
  warmup?: number;
  /** Calls per path per turn, paths rotated every round (default BENCH_TURN or 50; see `interleavedLatency`). */
  turn?: number;
  /** Default both: `@modelcontextprotocol/server-everything` (SSE answers) and a minimal MCP SDK server (JSON answers). */
  upstreams?: McpBenchUpstream[];
  /**
   * A PostgreSQL URL: Plugboard runs on a scratch database created beside it for this run (and dropped
   * after). Without it, the embedded database in memory.
   */
  databaseUrl?: string;
}

/** Latency of one path, ms. */
export interface McpLatency {
  p50: number;
  p99: number;
  mean: number;
}

/** One upstream's figures: the direct warm client, the call through Plugboard and what Plugboard adds. */
export interface McpBenchRow {
  upstream: McpBenchUpstream;
  database: "PGlite" | "PostgreSQL";
  direct: McpLatency;
  viaPlugboard: McpLatency;
  /** `viaPlugboard.p50 - direct.p50`. */
  addedP50: number;
  /**
   * CPU per call (µs, user + system), from a second phase of sequential calls: the direct client's (this
   * process) and Plugboard's server process (from /proc; NaN where there is none). Steadier than
   * latency on a shared machine.
   */
  directCpuUs: number;
  viaCpuUs: number;
}

const TOOL: Record<McpBenchUpstream, { slug: string; tool: string; expect: string }> = {
  "server-everything": { slug: "bench-everything", tool: "ECHO", expect: "Echo: hi" },
  "mcp-sdk": { slug: "bench-mcp", tool: "ECHO", expect: "hi" },
};

/**
 * Starts the upstreams and Plugboard (children of this process; with BENCH_PROFILE=/dir Plugboard writes
 * the CPU profile of its measured phase), measures, stops everything it started and returns one row
 * per upstream. Any failed call fails the run.
 */
export async function measureMcp(options: MeasureMcpOptions = {}): Promise<McpBenchRow[]> {
  const calls = options.calls ?? 1000;
  const upstreams = options.upstreams ?? ["server-everything", "mcp-sdk"];
  const cleanups: Array<() => Promise<void>> = [];
  // Only the children started here are stopped (a caller's own children go on).
  const started: number[] = [];
  const stopStarted = async () => {
    for (const pid of started) {
      try {
        process.kill(pid, "SIGINT");
      } catch {
        // Already gone.
      }
    }
    // SIGINT lets a profiled Plugboard write its profile.
    if (started.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  };
  try {
    const urls = {} as Record<McpBenchUpstream, string>;
    for (const upstream of upstreams) {
      if (upstream === "server-everything") {
        const everything = await startServerEverything();
        if ("skipped" in everything) throw new Error(everything.skipped);
        cleanups.push(() => everything.close());
        urls[upstream] = everything.mcpUrl;
      } else {
        const { port, pid } = await startChild<{ port: number }>("./mcp-upstream.ts");
        started.push(pid);
        urls[upstream] = `http://127.0.0.1:${port}/mcp`;
      }
    }
    const scratch = options.databaseUrl ? await createScratchDatabase(options.databaseUrl, "mcp") : undefined;
    if (scratch) cleanups.push(() => scratch.drop());
    const { baseUrl, key, pid: plugboardPid } = await startChild<{ baseUrl: string; key: string }>("./mcp-plugboard-server.ts", {
      BENCH_MCP_UPSTREAMS: JSON.stringify(upstreams.map((upstream) => ({ slug: TOOL[upstream].slug, url: urls[upstream] }))),
      BENCH_DATABASE_URL: scratch?.url ?? "",
    });
    started.push(plugboardPid);

    const agent = new Agent({ connections: 1 });
    cleanups.push(() => agent.close());
    const paths: Record<string, () => Promise<void>> = {};
    for (const upstream of upstreams) {
      const { slug, tool, expect } = TOOL[upstream];
      const client = new Client({ name: "bench-direct", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(urls[upstream])));
      cleanups.push(() => client.close());
      paths[`${upstream} direct`] = async () => {
        const result = (await client.callTool({ name: "echo", arguments: { message: "hi" } })) as { isError?: boolean; content: Array<{ text?: string }> };
        if (result.isError || result.content[0]?.text !== expect) throw new Error(`direct ${upstream}: ${JSON.stringify(result)}`);
      };
      const body = JSON.stringify({ userId: "bench-user", tool, plugin: slug, params: { message: "hi" } });
      paths[`${upstream} via`] = async () => {
        const response = await request(`${baseUrl}/api/v1/tools/execute`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body,
          dispatcher: agent,
        });
        const text = await response.body.text();
        if (response.statusCode !== 200 || !text.includes(expect)) throw new Error(`via Plugboard ${upstream}: ${response.statusCode} ${text.slice(0, 300)}`);
      };
    }
    const latency = await interleavedLatency(paths, { count: calls, warmup: options.warmup ?? 200, turn: options.turn ?? Number(process.env.BENCH_TURN ?? 50) });
    // CPU per call: each path alone, the process doing the call's work measured around it.
    const cpuUs: Record<string, number> = {};
    for (const [name, once] of Object.entries(paths)) {
      const own = name.endsWith(" direct");
      const before = own ? process.cpuUsage() : undefined;
      const plugboardBefore = own ? undefined : cpuMsOf(plugboardPid);
      for (let index = 0; index < calls; index++) await once();
      if (before) {
        const used = process.cpuUsage(before);
        cpuUs[name] = (used.user + used.system) / calls;
      } else {
        const after = cpuMsOf(plugboardPid);
        cpuUs[name] = after === undefined || plugboardBefore === undefined ? NaN : ((after - plugboardBefore) * 1000) / calls;
      }
    }
    return upstreams.map((upstream) => {
      const direct = latency[`${upstream} direct`]!;
      const viaPlugboard = latency[`${upstream} via`]!;
      return {
        upstream,
        database: scratch ? "PostgreSQL" : "PGlite",
        direct,
        viaPlugboard,
        addedP50: viaPlugboard.p50 - direct.p50,
        directCpuUs: cpuUs[`${upstream} direct`]!,
        viaCpuUs: cpuUs[`${upstream} via`]!,
      };
    });
  } finally {
    // Plugboard first (it writes its profile on SIGINT), then the clients, the upstreams and the database.
    await stopStarted();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}
