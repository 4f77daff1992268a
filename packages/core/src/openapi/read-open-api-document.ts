import { OpenApiDocumentError } from "./open-api-document-error.js";
import { createRefResolver, type RefResolver } from "./ref-resolver.js";
import type { OpenApiVersion } from "./to-json-schema.js";

/** A parsed OpenAPI document and a resolver of its internal `$ref`s (followed as they are met, never expanded ahead). */
export interface OpenApiDocument {
  version: OpenApiVersion;
  /** The document as parsed: its `$ref`s are still in place. */
  document: Record<string, any>;
  resolve: RefResolver;
}

const badDocument = (reason: string) => new OpenApiDocumentError(reason);

async function parseText(text: string): Promise<unknown> {
  const trimmed = text.trimStart();
  if (trimmed.startsWith("{")) {
    try {
      return JSON.parse(trimmed);
    } catch (error) {
      throw badDocument(`is not valid JSON: ${(error as Error).message}`);
    }
  }
  // Loaded on first use: an instance that imports no document never loads them.
  const { parse: parseYaml } = await import("yaml");
  try {
    // The `yaml` package bounds alias expansion (maxAliasCount), so a "billion laughs" document is refused.
    return parseYaml(text, { maxAliasCount: 1_000 });
  } catch (error) {
    throw badDocument(`is neither JSON nor valid YAML: ${(error as Error).message.split("\n")[0]}`);
  }
}

function versionOf(document: Record<string, unknown>): OpenApiVersion {
  if (typeof document.swagger === "string" && document.swagger.startsWith("2.")) return "2.0";
  if (typeof document.openapi === "string" && /^3\.0\./.test(document.openapi)) return "3.0";
  if (typeof document.openapi === "string" && /^3\.1\./.test(document.openapi)) return "3.1";
  const given = document.openapi ?? document.swagger;
  throw badDocument(
    given === undefined
      ? "is not an OpenAPI document: it has no openapi (3.0, 3.1) or swagger (2.0) version field"
      : `has version ${String(given).slice(0, 20)}; Swagger 2.0, OpenAPI 3.0 and 3.1 are supported`,
  );
}

/**
 * Reads an OpenAPI document given as an object or as JSON or YAML text and checks it is Swagger 2.0,
 * OpenAPI 3.0 or 3.1. Its internal `$ref`s are not expanded here (a dereferenced document is a graph of
 * shared objects whose expansion a few kilobytes can make endless, and dereferencing a large document
 * holds the event loop): the importer follows them one at a time through `resolve`, within its budget.
 * External `$ref`s (other files, URLs) are never fetched: the operations using them are skipped later
 * with a warning. A document given as an object is read in place and never changed.
 *
 * @throws {OpenApiDocumentError} naming the reason (the parser's, or what the document lacks)
 */
export async function readOpenApiDocument(input: string | Record<string, unknown>): Promise<OpenApiDocument> {
  // An object is read in place, never copied: nothing here or in the importer writes to it (a copy of a
  // 20 MB document held the event loop for seconds).
  const parsed = typeof input === "string" ? await parseText(input) : input;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw badDocument("must be an object (an OpenAPI document)");
  const version = versionOf(parsed as Record<string, unknown>);
  if (typeof (parsed as Record<string, unknown>).paths !== "object" || (parsed as Record<string, unknown>).paths === null) {
    throw badDocument("has no paths object");
  }
  return { version, document: parsed as Record<string, any>, resolve: createRefResolver(parsed) };
}
