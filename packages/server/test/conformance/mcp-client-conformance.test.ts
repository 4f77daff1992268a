import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { conformanceUnsupportedReason, installConformanceSuite, type ConformanceSuite } from "./helpers/install-conformance-suite.js";

/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`, client mode) with Plugboard
 * as the client under test: for each scenario the suite starts its MCP server (and authorization
 * server) and runs `drive-plugboard.mjs <server URL>`, which drives this Plugboard through its public
 * API as an agent app would (register the plugin, approve it, connect a user following redirects like a
 * browser, list the tools, call one — following a 409's connect link). A scenario passes when none of
 * the suite's checks is a FAILURE or a WARNING and the suite exits 0.
 */
const SCENARIOS = [
  "initialize",
  "tools_call",
  "sse-retry",
  "auth/metadata-default",
  "auth/metadata-var1",
  "auth/metadata-var2",
  "auth/metadata-var3",
  "auth/basic-cimd",
  "auth/scope-from-www-authenticate",
  "auth/scope-from-scopes-supported",
  "auth/scope-omitted-when-undefined",
  "auth/scope-step-up",
  "auth/scope-retry-limit",
  "auth/token-endpoint-auth-basic",
  "auth/token-endpoint-auth-post",
  "auth/token-endpoint-auth-none",
  "auth/pre-registration",
  "auth/2025-03-26-oauth-metadata-backcompat",
  "auth/2025-03-26-oauth-endpoint-fallback",
  "auth/resource-mismatch",
] as const;

/** The fixed client metadata document URL the suite's `auth/basic-cimd` authorization server expects. */
const CONFORMANCE_CLIENT_METADATA_URL = "https://conformance-test.local/client-metadata.json";
const DRIVER = join(dirname(fileURLToPath(import.meta.url)), "drive-plugboard.mjs");
const CONCURRENCY = 3;

interface Check {
  id: string;
  status: "SUCCESS" | "FAILURE" | "WARNING" | "INFO" | "SKIPPED";
  description: string;
}

interface Outcome {
  scenario: string;
  result: "pass" | "warning" | "fail";
  exitCode: number;
  checks: Check[];
  output: string;
  ms: number;
}

async function findChecks(directory: string): Promise<Check[]> {
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === "checks.json") return JSON.parse(await readFile(join(entry.parentPath, entry.name), "utf8")) as Check[];
  }
  return [];
}

async function runScenario(suite: ConformanceSuite, pb: TestPlugboard, scenario: string): Promise<Outcome> {
  const outputDir = await mkdtemp(join(tmpdir(), "pb-conformance-"));
  const started = Date.now();
  try {
    let output = "";
    const exitCode = await new Promise<number>((resolve) => {
      const child = spawn(
        suite.node,
        [suite.cli, "client", "--command", `${process.execPath} ${DRIVER}`, "--scenario", scenario, "--timeout", "45000", "-o", outputDir],
        { env: { ...process.env, PLUGBOARD_URL: pb.url, PLUGBOARD_API_KEY: pb.apiKey, NO_COLOR: "1", FORCE_COLOR: "0" }, stdio: ["ignore", "pipe", "pipe"] },
      );
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("close", (code) => resolve(code ?? 1));
    });
    const checks = await findChecks(outputDir);
    const failed = exitCode !== 0 || checks.length === 0 || checks.some((check) => check.status === "FAILURE");
    const warned = checks.some((check) => check.status === "WARNING");
    return { scenario, result: failed ? "fail" : warned ? "warning" : "pass", exitCode, checks, output, ms: Date.now() - started };
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}

function table(outcomes: Outcome[]): string {
  const rows = outcomes.map((outcome) => {
    const notable = outcome.checks.filter((check) => check.status === "FAILURE" || check.status === "WARNING");
    const detail = notable.map((check) => `${check.status} ${check.id}: ${check.description}`).join("; ") || (outcome.exitCode !== 0 ? `suite exited ${outcome.exitCode}` : "");
    return `| \`${outcome.scenario}\` | ${outcome.result} | ${outcome.checks.length} | ${(outcome.ms / 1000).toFixed(1)} s | ${detail.replace(/\|/g, "\\|").slice(0, 300)} |`;
  });
  return ["| scenario | outcome | checks | time | failures and warnings |", "|---|---|---|---|---|", ...rows].join("\n");
}

const unsupported = conformanceUnsupportedReason();
// One database is enough for a protocol suite: PostgreSQL when the run has one, else PGlite.
const database = testDatabases().at(-1)!;

describe.skipIf(unsupported !== null)(`MCP conformance suite, client scenarios, Plugboard on ${database.name}`, () => {
  let db: Database;
  let pb: TestPlugboard;
  const outcomes = new Map<string, Outcome>();

  beforeAll(async () => {
    const suite = await installConformanceSuite();
    db = await database.open();
    // Short-lived warm sessions: a scenario's server stops only once Plugboard's open stream to it is closed.
    pb = await startPlugboard(db, { mcpClientMetadataUrl: CONFORMANCE_CLIENT_METADATA_URL, toolTimeoutMs: 15_000, mcpSessionIdleMs: 1_000 });
    // PLUGBOARD_CONFORMANCE_SCENARIOS=a,b runs only those (while working on them); the others then fail.
    const only = process.env.PLUGBOARD_CONFORMANCE_SCENARIOS?.split(",").filter(Boolean);
    const queue = SCENARIOS.filter((scenario) => !only || only.includes(scenario));
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let scenario = queue.shift(); scenario; scenario = queue.shift()) outcomes.set(scenario, await runScenario(suite, pb, scenario));
      }),
    );
    const ordered = SCENARIOS.flatMap((scenario) => outcomes.get(scenario) ?? []);
    process.stdout.write(`\nMCP conformance suite (client mode), Plugboard on ${database.name}:\n${table(ordered)}\n`);
    if (process.env.PLUGBOARD_CONFORMANCE_VERBOSE === "1") for (const outcome of ordered) process.stdout.write(`\n--- ${outcome.scenario}\n${outcome.output}\n`);
  }, 600_000);

  afterAll(async () => {
    await pb?.close();
    await db?.close();
  });

  it.each(SCENARIOS)("%s passes with no failure and no warning", (scenario) => {
    const outcome = outcomes.get(scenario);
    expect(outcome, `${scenario} was not run`).toBeDefined();
    if (!outcome) return;
    const notable = outcome.checks.filter((check) => check.status === "FAILURE" || check.status === "WARNING");
    expect({ result: outcome.result, notable, ...(outcome.result === "pass" ? {} : { output: outcome.output.slice(-4000) }) }).toEqual({ result: "pass", notable: [] });
  });
});

if (unsupported !== null) {
  describe("MCP conformance suite", () => {
    it.skip(`skipped: ${unsupported}`, () => undefined);
  });
}
