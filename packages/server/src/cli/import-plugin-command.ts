import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { ImportSubmissionRequestSchema, type ImportSubmissionResponse } from "@plugboard/core";
import type { Services } from "../compose.js";
import { ServiceError } from "../errors/service-error.js";
import type { CliIo } from "./run-cli.js";

/** Usage line of `plugins import`. */
export const IMPORT_USAGE =
  "plugins import FILE|- --slug S --email E [--name N] [--base-url URL] [--tag T]... [--operation-id ID]... [--submit]";

async function readDocument(source: string): Promise<string> {
  if (source !== "-") return readFile(source, "utf8");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function describeFailure(error: unknown): never {
  if (ServiceError.isInstance(error) && error.details && typeof error.details === "object") {
    const fields = (error.details as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
    const first = Object.entries(fields)[0];
    if (first) throw new Error(`${first[0]} ${first[1].join("; ")}`);
  }
  throw error;
}

/**
 * `plugboard plugins import FILE|- --slug S --email E …`: imports an OpenAPI document (JSON or YAML;
 * `-` reads standard input) as a submission of the developer with that e-mail, exactly as
 * `POST /api/v1/submissions/import` does, and prints `{ submission, warnings }` as JSON. `--tag` and
 * `--operation-id` (repeatable) keep only those operations; `--submit` sends it to review.
 */
export async function importPluginCommand(args: string[], io: CliIo, run: <T>(work: (services: Services) => Promise<T>) => Promise<T>): Promise<void> {
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
  const request = ImportSubmissionRequestSchema.safeParse({
    slug: values.slug,
    name: values.name,
    document: text,
    baseUrl: values["base-url"],
    include: values.tag || values["operation-id"] ? { tags: values.tag, operationIds: values["operation-id"] } : undefined,
    submitForReview: values.submit ?? false,
  });
  if (!request.success) {
    const issue = request.error.issues[0]!;
    throw new Error(`${issue.path.join(".") === "baseUrl" ? "--base-url" : `--${issue.path.join(".")}`}: ${issue.message}`);
  }
  const result: ImportSubmissionResponse = await run(async (services) => {
    const developer = await services.developers.findByEmail(values.email!);
    if (!developer) throw new Error(`no developer with e-mail ${values.email}; create one with: plugboard developers create --email ${values.email}`);
    return services.submissions.importOpenApi(developer.id, request.data).catch(describeFailure);
  });
  io.out(JSON.stringify(result));
}
