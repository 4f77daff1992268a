import { HttpUrlSchema, ToolInputSchema, type AuthMethodInput, type CreateSubmissionRequest, type HttpMethod, type ImportWarning, type ToolInput } from "@plugboard/core";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { invalidInput } from "../../errors/invalid-input.js";
import {
  ConversionBudget,
  DOCUMENT_LIMITS,
  DocumentTooLargeError,
  OPERATION_LIMITS,
  OpenApiDocumentError,
  operationToTool,
  readOpenApiDocument,
  securitySchemesToAuthMethods,
  toolSlugForOperation,
  UnsupportedOperationError,
  type OpenApiDocument,
} from "@plugboard/core/openapi";

/** What to import and into which plugin. */
export interface OpenApiToSubmissionOptions {
  /** The plugin's slug. */
  slug: string;
  /** Defaults to the document's `info.title`, then the slug. */
  name?: string;
  /** Defaults to the document's `info.description` (at most 4,000 characters). */
  description?: string;
  /** Defaults to the document's first server (Swagger 2.0: scheme, host and basePath). */
  baseUrl?: string;
  /** Keep only the operations with one of these tags or operation ids. */
  include?: { tags?: string[]; operationIds?: string[] };
  submitForReview?: boolean;
}

/** The submission an import builds and what it left out. */
export interface OpenApiToSubmissionResult {
  /** A `POST /api/v1/submissions` body (with up to `MAX_IMPORTED_TOOLS` tools). */
  submission: CreateSubmissionRequest & { baseUrl: string; tools: ToolInput[]; authMethods: AuthMethodInput[] };
  /** Operations skipped (`operation` is the operationId, else `METHOD path`) and document-wide notes. */
  warnings: ImportWarning[];
}

// The importer gives the event loop back at least this often (ms), so other requests are served during an import.
const SLICE_MS = 20;

const METHODS: Record<string, HttpMethod | null> = { get: "GET", post: "POST", put: "PUT", patch: "PATCH", delete: "DELETE", head: null, options: null, trace: null };

function firstServer(openApi: OpenApiDocument): string | undefined {
  const { document } = openApi;
  if (openApi.version === "2.0") {
    if (typeof document.host !== "string" || !document.host) return undefined;
    const scheme = Array.isArray(document.schemes) && document.schemes.includes("https") ? "https" : (document.schemes?.[0] ?? "https");
    return `${scheme}://${document.host}${typeof document.basePath === "string" ? document.basePath : ""}`;
  }
  const server = Array.isArray(document.servers) ? document.servers[0] : undefined;
  if (typeof server?.url !== "string") return undefined;
  // Server variables take their default values: `https://{region}.example.com` → `https://eu.example.com`.
  return server.url.replace(/\{([^}]+)\}/g, (whole: string, name: string) => {
    const fallback = server.variables?.[name]?.default;
    return fallback === undefined ? whole : String(fallback);
  });
}

function resolveBaseUrl(openApi: OpenApiDocument, given: string | undefined): string {
  const server = given ?? firstServer(openApi);
  if (server === undefined) throw invalidInput({ baseUrl: ["the document names no server: give baseUrl"] });
  if (!HttpUrlSchema.safeParse(server).success) {
    throw invalidInput({ baseUrl: [`the document's first server (${server.slice(0, 200)}) is not an absolute http(s) URL: give baseUrl`] });
  }
  return server.replace(/\/+$/, "");
}

/** The document's path items, a `$ref`ed one followed; one that cannot be is a 400 naming `document`. */
function resolvePathItems(openApi: OpenApiDocument): Array<[string, Record<string, any>]> {
  const items: Array<[string, Record<string, any>]> = [];
  for (const [path, reference] of Object.entries<unknown>(openApi.document.paths ?? {})) {
    let item: unknown;
    try {
      item = openApi.resolve(reference);
    } catch (error) {
      if (!(UnsupportedOperationError.isInstance(error))) throw error;
      throw invalidInput({ document: [`could not be resolved: path ${path.slice(0, 200)}: ${error.message}`] });
    }
    if (typeof item === "object" && item !== null && !Array.isArray(item)) items.push([path, item as Record<string, any>]);
  }
  return items;
}

function included(operation: Record<string, any>, include: OpenApiToSubmissionOptions["include"]): boolean {
  if (!include || (!include.tags?.length && !include.operationIds?.length)) return true;
  const tags: unknown[] = Array.isArray(operation.tags) ? operation.tags : [];
  return Boolean(include.tags?.some((tag) => tags.includes(tag)) || (typeof operation.operationId === "string" && include.operationIds?.includes(operation.operationId)));
}

function toolProblem(tool: ToolInput): string | undefined {
  const parsed = ToolInputSchema.safeParse(tool);
  if (parsed.success) return undefined;
  return parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "tool"}: ${issue.message}`)
    .join("; ");
}

/**
 * Turns an OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1; an object, or JSON or YAML text) into a
 * submission: one manual tool per operation (see `operationToTool`), auth methods from its security
 * schemes, `baseUrl` from its first server. What cannot be expressed — an operation with a multipart
 * body or a cookie parameter, a HEAD operation, an external `$ref` (never fetched), a security scheme
 * without a Plugboard auth method — is skipped and reported in `warnings`: every operation of the
 * document ends up either as a tool or as a warning. Pure: nothing is stored.
 *
 * Bounded whatever the document's shape: an operation whose schemas expand past `OPERATION_LIMITS`
 * (nodes visited, bytes produced) is skipped with a warning, and a document past `DOCUMENT_LIMITS` in
 * all is refused. The event loop is given back every few milliseconds, between operations.
 *
 * @throws {ServiceError} `invalid_input` naming `document` (unreadable, not OpenAPI, too large once
 * expanded: naming the operation it reached) or `baseUrl` (none usable)
 *
 * @example
 * const { submission, warnings } = await openApiToSubmission(githubDocument, { slug: "github", include: { tags: ["issues"] } });
 * await submissions.create(developerId, ImportedSubmissionSchema.parse(submission));
 */
export async function openApiToSubmission(document: string | Record<string, unknown>, options: OpenApiToSubmissionOptions): Promise<OpenApiToSubmissionResult> {
  const openApi = await readOpenApiDocument(document).catch((error: unknown) => {
    throw OpenApiDocumentError.isInstance(error) ? invalidInput({ document: [error.message] }) : error;
  });
  const pathItems = resolvePathItems(openApi);
  const baseUrl = resolveBaseUrl(openApi, options.baseUrl);
  const warnings: ImportWarning[] = [];
  const tools: ToolInput[] = [];
  const slugs = new Set<string>();
  const consumes = Array.isArray(openApi.document.consumes) ? openApi.document.consumes : undefined;
  const documentBudget = new ConversionBudget(DOCUMENT_LIMITS);
  let sliceStarted = performance.now();

  for (const [path, pathItem] of pathItems) {
    for (const [key, operation] of Object.entries<Record<string, any>>(pathItem)) {
      if (!(key in METHODS) || typeof operation !== "object" || operation === null) continue;
      if (performance.now() - sliceStarted > SLICE_MS) {
        await yieldToEventLoop();
        sliceStarted = performance.now();
      }
      const label = typeof operation.operationId === "string" && operation.operationId ? operation.operationId : `${key.toUpperCase()} ${path}`;
      if (!included(operation, options.include)) continue;
      const method = METHODS[key];
      if (!method) {
        warnings.push({ operation: label, reason: `method ${key.toUpperCase()} is not supported (GET, POST, PUT, PATCH, DELETE)` });
        continue;
      }
      try {
        const tool = operationToTool({
          method,
          path,
          operation,
          pathParameters: Array.isArray(pathItem.parameters) ? pathItem.parameters : [],
          context: { version: openApi.version, resolve: openApi.resolve, budget: new ConversionBudget(OPERATION_LIMITS, documentBudget) },
          ...(consumes ? { consumes } : {}),
        });
        const withSlug: ToolInput = { slug: toolSlugForOperation({ operationId: operation.operationId, method, path }, slugs), ...tool };
        const problem = toolProblem(withSlug);
        if (problem) warnings.push({ operation: label, reason: `the tool it makes is not valid: ${problem}` });
        else tools.push(withSlug);
      } catch (error) {
        if (DocumentTooLargeError.isInstance(error)) throw invalidInput({ document: [`${error.message} (reached at operation ${label.slice(0, 200)})`] });
        if (!(UnsupportedOperationError.isInstance(error))) throw error;
        warnings.push({ operation: label, reason: `skipped: ${error.message}` });
      }
    }
  }

  const auth = securitySchemesToAuthMethods(openApi);
  const info = (openApi.document.info ?? {}) as Record<string, unknown>;
  const name = options.name ?? (typeof info.title === "string" && info.title.trim() ? info.title.trim().slice(0, 200) : options.slug);
  const description = options.description ?? (typeof info.description === "string" && info.description.trim() ? info.description.trim().slice(0, 4000) : undefined);
  return {
    submission: {
      slug: options.slug,
      name,
      ...(description ? { description } : {}),
      baseUrl,
      toolSource: "manual",
      submitForReview: options.submitForReview ?? false,
      tools,
      authMethods: auth.authMethods,
    },
    warnings: [...auth.warnings, ...warnings],
  };
}
