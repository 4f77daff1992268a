import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { ImportSubmissionRequestSchema } from "@plugboard/core";
import type { AdminCommand } from "./admin-command.js";

/** Usage line of `plugins import`. */
export const IMPORT_USAGE =
  "plugins import FILE|- --slug S --email E [--name N] [--base-url URL] [--tag T]... [--operation-id ID]... [--submit]";

async function readDocument(source: string): Promise<string> {
  if (source !== "-") return readFile(source, "utf8");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Parses `plugboard plugins import FILE|- --slug S --email E …` into the `plugins.import` command: reads
 * the OpenAPI document (JSON or YAML; `-` reads standard input) and checks the request as
 * `POST /api/v1/submissions/import` does. `--tag` and `--operation-id` (repeatable) keep only those
 * operations; `--submit` sends the submission to review. It runs here, or through a running
 * `plugboard serve` on the same embedded database, and prints `{ submission, warnings }` as JSON.
 */
export async function parseImportCommand(args: string[]): Promise<AdminCommand> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      slug: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      "base-url": { type: "string" },
      tag: { type: "string", multiple: true },
      "operation-id": { type: "string", multiple: true },
      submit: { type: "boolean" },
    },
    allowPositionals: true,
    strict: true,
  });
  const source = positionals[0];
  if (!source) throw new Error(`the document is required (a file, or - for standard input): ${IMPORT_USAGE}`);
  if (!values.email) throw new Error(`--email is required (the developer the plugin belongs to): ${IMPORT_USAGE}`);
  const text = await readDocument(source).catch((error: NodeJS.ErrnoException) => {
    throw new Error(`cannot read ${source}: ${error.code ?? error.message}`);
  });
  const request = {
    slug: values.slug,
    name: values.name,
    document: text,
    baseUrl: values["base-url"],
    include: values.tag || values["operation-id"] ? { tags: values.tag, operationIds: values["operation-id"] } : undefined,
    submitForReview: values.submit ?? false,
  };
  const checked = ImportSubmissionRequestSchema.safeParse(request);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new Error(`${issue.path.join(".") === "baseUrl" ? "--base-url" : `--${issue.path.join(".")}`}: ${issue.message}`);
  }
  return { name: "plugins.import", email: values.email, request: checked.data };
}
