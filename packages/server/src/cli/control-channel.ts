import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Logger } from "../logging/logger.js";
import * as z from "zod";
import { AdminCommandSchema, runAdminCommand, type AdminCommandResult, type AdminTarget } from "./admin-command.js";

/** `$DATA_DIR/control.json`: where a running `serve` tells the command line how to reach it (mode 0600). */
export const CONTROL_FILE = "control.json";

/** What `control.json` holds. */
export interface ControlFile {
  pid: number;
  /** Loopback URL of the control listener. */
  url: string;
  /** Random secret the command line sends as `Authorization: Bearer …`. */
  secret: string;
}

/**
 * The body the command line sends: the command, and `keys`, an HMAC (keyed by the secret) of the
 * command line's encryption keys — `encryption rotate` needs the server's to match.
 */
export const ControlRequestSchema = z.strictObject({ command: AdminCommandSchema, keys: z.string() }, { error: "the body must be a JSON object" });

/** The body the command line sends (see {@link ControlRequestSchema}). */
export type ControlRequest = z.infer<typeof ControlRequestSchema>;

/** `command.name: message; …` for a refused control request. */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message)).join("; ");
}

/** The control file of `dataDir` when there is one to read (whether its process still runs is not checked). */
export function readRunningServer(dataDir: string): ControlFile | undefined {
  const file = join(dataDir, CONTROL_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<ControlFile>;
    if (typeof parsed.pid !== "number" || typeof parsed.url !== "string" || typeof parsed.secret !== "string") return undefined;
    return { pid: parsed.pid, url: parsed.url, secret: parsed.secret };
  } catch {
    return undefined;
  }
}

// A command is small, except `plugins import`, whose OpenAPI document may be 20 MB (as on the API).
const MAX_BODY_BYTES = 24 * 1024 * 1024;

/** HMAC-SHA256 of an encryption key set, keyed by the control secret (never the keys themselves on the wire). */
export function encryptionKeysDigest(secret: string, keys: { encryptionKey: string; previousEncryptionKeys?: string[] }): string {
  return createHmac("sha256", secret).update([keys.encryptionKey, ...(keys.previousEncryptionKeys ?? [])].join(",")).digest("hex");
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error("request too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function answer(response: ServerResponse, status: number, body: AdminCommandResult): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/**
 * Opens the command line's way into a running `plugboard serve` on the embedded database (which one
 * process opens at a time): a listener on 127.0.0.1 at a free port, never on `HOST`, that runs
 * {@link runAdminCommand} for requests bearing a random secret. The URL and the secret are written to
 * `$DATA_DIR/control.json` with mode 0600, so only the user who runs `serve` can read them. Returns the
 * function that closes the listener and removes the file.
 */
export async function startControlChannel(options: {
  dataDir: string;
  target: AdminTarget;
  keys: { encryptionKey: string; previousEncryptionKeys?: string[] };
  logger: Logger;
}): Promise<() => Promise<void>> {
  const secret = randomBytes(32).toString("base64url");
  const expectedKeys = encryptionKeysDigest(secret, options.keys);
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== "POST" || !sameSecret(request.headers.authorization ?? "", `Bearer ${secret}`)) {
        return answer(response, 401, { out: [], error: "not authorized" });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(await readBody(request));
      } catch {
        return answer(response, 400, { out: [], error: "the request is not a command: the body is not JSON" });
      }
      const checked = ControlRequestSchema.safeParse(parsed);
      if (!checked.success) return answer(response, 400, { out: [], error: `the request is not a command: ${describeIssues(checked.error)}` });
      const body = checked.data;
      if (body.command.name === "encryption.rotate" && body.keys !== expectedKeys) {
        return answer(response, 200, {
          out: [],
          error: `the running plugboard serve (process ${process.pid}) uses other encryption keys than this command; restart serve with ENCRYPTION_KEY (the new key) and PREVIOUS_ENCRYPTION_KEYS (the old ones), then run encryption rotate again`,
        });
      }
      // A stopped command line (Ctrl-C) closes the connection: stop a rotation between batches.
      const stop = new AbortController();
      response.once("close", () => stop.abort());
      options.logger.info("command line command", { command: body.command.name });
      try {
        answer(response, 200, await runAdminCommand(options.target, body.command, { signal: stop.signal }));
      } catch (error) {
        answer(response, 200, { out: [], error: error instanceof Error ? error.message : String(error) });
      }
    })().catch((error: unknown) => {
      // A bug here must not take `serve` down (and leave control.json and the lock behind).
      options.logger.error("control channel request failed", { errorName: error instanceof Error ? error.name : "unknown" });
      if (!response.headersSent) answer(response, 500, { out: [], error: "the running plugboard serve could not handle the command" });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const file = join(options.dataDir, CONTROL_FILE);
  const content: ControlFile = { pid: process.pid, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret };
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(content), { mode: 0o600 });
  renameSync(temporary, file);
  return async () => {
    if (readRunningServer(options.dataDir)?.pid === process.pid) rmSync(file, { force: true });
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
