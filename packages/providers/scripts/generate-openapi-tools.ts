/**
 * Generates a provider's catalog tools from its published OpenAPI document:
 *
 *   pnpm --filter @plugboard/providers generate github
 *
 * reads `scripts/curation/<provider>.ts`, finds each curated operation in the document (a file of an
 * npm package installed as a devDependency), converts it exactly as the server's OpenAPI import does
 * (`operationToTool`: `inputSchema` and param `placement`), records the source (document and
 * operationId) per tool, checks every tool against `ProviderToolSchema`, and writes
 * `src/tools/<provider>.ts`. An operationId that is missing from the document stops the script.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { HttpMethodSchema, ProviderToolSchema, type ProviderToolInput } from "@plugboard/core";
// The one conversion of an operation into a tool, shared with the server's OpenAPI import.
import { ConversionBudget, OPERATION_LIMITS, operationToTool, readOpenApiDocument } from "@plugboard/core/openapi";
import type { Curation } from "./curation.js";
import { withoutEmptyGetBody } from "./without-empty-get-body.js";

/** A tool's input schema a model can read: larger ones (whole resource schemas inlined) are hand-written smaller. */
const MAX_INPUT_SCHEMA_CHARS = 64_000;

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, "..", "package.json"));

function camel(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());
}

/** Leaves the document-wide parameters `names` out of a converted tool (never a path parameter). */
function omitParams(tool: ReturnType<typeof operationToTool>, names: string[]): void {
  if (names.length === 0 || !tool.placement) return;
  const placed = new Set([...(tool.placement.query ?? []), ...(tool.placement.header ?? [])]);
  const schema = tool.inputSchema as { properties?: Record<string, unknown>; required?: string[] };
  for (const name of names.filter((name) => placed.has(name))) {
    delete schema.properties?.[name];
    if (schema.required) schema.required = schema.required.filter((required) => required !== name);
    tool.placement.query = tool.placement.query?.filter((query) => query !== name);
    tool.placement.header = tool.placement.header?.filter((header) => header !== name);
  }
  if (schema.required?.length === 0) delete schema.required;
}

async function generate(provider: string): Promise<void> {
  const { curation } = (await import(`./curation/${provider}.ts`)) as { curation: Curation };
  const packageDir = dirname(require.resolve(`${curation.document.package}/package.json`));
  const { version } = JSON.parse(await readFile(join(packageDir, "package.json"), "utf8")) as { version: string };
  const documentRef = `npm:${curation.document.package}@${version}/${curation.document.file}`;
  const openApi = await readOpenApiDocument(await readFile(join(packageDir, curation.document.file), "utf8"));

  const byId = new Map<string, { method: string; path: string; operation: Record<string, any>; pathParameters: unknown[] }>();
  for (const [path, item] of Object.entries(openApi.document.paths as Record<string, Record<string, any>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (typeof operation?.operationId === "string") byId.set(operation.operationId, { method: method.toUpperCase(), path, operation, pathParameters: item.parameters ?? [] });
    }
  }

  const tools: ProviderToolInput[] = curation.tools.map((curated) => {
    const found = byId.get(curated.operationId);
    if (!found) throw new Error(`${provider}: operationId ${curated.operationId} is not in ${documentRef}`);
    const method = HttpMethodSchema.parse(found.method);
    const operation = withoutEmptyGetBody(method, found.operation);
    let converted: ReturnType<typeof operationToTool>;
    try {
      converted = operationToTool({ method, path: found.path, operation, pathParameters: found.pathParameters,
        context: { version: openApi.version, resolve: openApi.resolve, budget: new ConversionBudget(OPERATION_LIMITS) },
      });
    } catch (error) {
      throw new Error(`${provider}: ${curated.operationId} cannot become a tool: ${(error as Error).message.slice(0, 300)}`);
    }
    const prefix = curation.pathPrefix;
    if (prefix !== undefined && !converted.path.startsWith(`${prefix}/`)) throw new Error(`${provider}: ${curated.operationId}'s path ${converted.path} does not start with ${prefix}/`);
    const prefixParams = prefix === undefined ? [] : [...prefix.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    omitParams(converted, curation.omitParams ?? []);
    // The prefix's path params are filled by the base URL: not the model's to give.
    const schema = converted.inputSchema as { properties?: Record<string, unknown>; required?: string[] };
    for (const name of prefixParams) {
      delete schema.properties?.[name];
      if (schema.required) schema.required = schema.required.filter((required) => required !== name);
    }
    if (schema.required?.length === 0) delete schema.required;
    const tool: ProviderToolInput = {
      slug: curated.slug,
      name: curated.name ?? converted.name,
      description: curated.description ?? converted.description,
      method: converted.method,
      path: prefix === undefined ? converted.path : converted.path.slice(prefix.length),
      inputSchema: converted.inputSchema as Record<string, unknown>,
      ...(converted.placement ? { placement: converted.placement } : {}),
      source: { kind: "openapi", document: documentRef, operationId: curated.operationId, ...(prefix !== undefined ? { pathPrefix: prefix } : {}) },
    };
    ProviderToolSchema.parse(tool);
    const size = JSON.stringify(tool.inputSchema).length;
    if (size > MAX_INPUT_SCHEMA_CHARS) {
      throw new Error(`${provider}: ${curated.operationId}'s input schema is ${size} characters (at most ${MAX_INPUT_SCHEMA_CHARS}): too large for a model; hand-write a smaller tool from the reference`);
    }
    return tool;
  });

  const scopes = new Map<string, string>();
  if (curation.scopes) {
    for (const scheme of Object.values((openApi.document.components?.securitySchemes ?? openApi.document.securityDefinitions ?? {}) as Record<string, any>)) {
      for (const flow of Object.values((scheme?.flows ?? {}) as Record<string, any>)) {
        for (const [name, description] of Object.entries((flow?.scopes ?? {}) as Record<string, string>)) scopes.set(name, String(description).trim());
      }
    }
  }

  const out = join(here, "..", "src", "tools", `${provider}.ts`);
  const text = [
    `// Generated by scripts/generate-openapi-tools.ts from scripts/curation/${provider}.ts and ${documentRef}.`,
    "// Do not edit by hand: change the curation and run `pnpm --filter @plugboard/providers generate " + provider + "`.",
    `import type { ${curation.scopes ? "ProviderScope, " : ""}ProviderToolInput } from "@plugboard/core";`,
    "",
    `/** ${tools.length} tools of ${provider}, each taken from an operation of ${documentRef}. */`,
    `export const ${camel(provider)}Tools: ProviderToolInput[] = ${JSON.stringify(tools, null, 2)};`,
    "",
    ...(curation.scopes
      ? [
          `/** The OAuth scopes ${documentRef} declares, with its descriptions. */`,
          `export const ${camel(provider)}Scopes: ProviderScope[] = ${JSON.stringify([...scopes].map(([name, description]) => ({ name, description })), null, 2)};`,
          "",
        ]
      : []),
  ].join("\n");
  await writeFile(out, text);
  console.log(`${provider}: ${tools.length} tools → ${out}`);
}

const providers = process.argv.slice(2);
if (providers.length === 0) {
  console.error("usage: generate-openapi-tools <provider>…  (a file scripts/curation/<provider>.ts each)");
  process.exit(1);
}
for (const provider of providers) await generate(provider);
