import * as core from "@plugboard/core";
import * as z from "zod";
import type { OpenApiAuth, OpenApiRoute } from "./openapi-route.js";

type Json = Record<string, unknown>;
type Side = "input" | "output";

/** Options of {@link buildOpenApiDocument}. */
export interface OpenApiDocumentOptions {
  /** `servers[0].url`; default `/` (the origin the document is served from). */
  serverUrl?: string;
  /** `info.version` (default the API version, `1.0.0`). */
  version?: string;
  /** Routes to document: the route tables of `/api/v1` and `/api/dashboard`. */
  routes: readonly OpenApiRoute[];
}

const REF = "#/components/schemas/";
const EXTRACTED_TYPES = new Set(["object", "enum", "intersection", "pipe"]);

const SECURITY: Record<OpenApiAuth, Array<Record<string, string[]>>> = {
  apiKey: [{ apiKey: [] }],
  dashboard: [{ idToken: [] }, { apiKey: [] }],
  idToken: [{ idToken: [] }],
  none: [],
};

/** Core's exported Zod schemas by their export name without `Schema` (`ToolItemSchema` → `ToolItem`). */
function namedCoreSchemas(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [exportName, value] of Object.entries(core)) {
    // Duck-typed rather than `instanceof`: core may be bundled with its own copy of zod.
    const type = (value as { _zod?: { def?: { type?: string } } } | null)?._zod?.def?.type;
    if (!exportName.endsWith("Schema") || !type || !EXTRACTED_TYPES.has(type) || names.has(value as z.ZodType)) continue;
    names.set(value as z.ZodType, exportName.slice(0, -"Schema".length));
  }
  return names;
}

function clean(schema: Json): Json {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/** Converts every named core schema on one side, with `$ref`s between them tagged by side. */
function convertSide(names: Map<z.ZodType, string>, side: Side): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, name] of names) registry.add(schema, { id: name });
  const converted = z.toJSONSchema(registry, {
    io: side,
    unrepresentable: "any",
    uri: (id) => `${REF}${id}~${side}`,
    // Response objects may grow new members; only request bodies keep `additionalProperties: false` (strict schemas).
    override: ({ jsonSchema }) => {
      if (side === "output" && (jsonSchema as Json).additionalProperties === false) delete (jsonSchema as Json).additionalProperties;
    },
  }) as { schemas: Record<string, Json> };
  return Object.fromEntries(Object.entries(converted.schemas).map(([name, schema]) => [name, clean(schema)]));
}

function inline(schema: z.ZodType, side: Side): Json {
  return clean(z.toJSONSchema(schema, { io: side, unrepresentable: "any" }) as Json);
}

function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (typeof value === "object" && value !== null) {
    for (const [key, member] of Object.entries(value)) {
      if (key === "$ref" && typeof member === "string" && member.startsWith(REF)) found.add(member.slice(REF.length));
      else refsIn(member, found);
    }
  }
}

const MEDIA_TYPE = { json: "application/json", form: "application/x-www-form-urlencoded" } as const;

/** The `requestBody` of a route as its `bodyKind` declares it: a schema under JSON or form, or any bytes for `raw`. */
function requestBodyOf(route: OpenApiRoute, schemaFor: (schema: z.ZodType, side: Side) => Json): Json {
  if (route.bodyKind === "raw") return { requestBody: { required: true, content: { "*/*": { schema: { type: "string", contentMediaType: "application/octet-stream" } } } } };
  if (!route.body) return {};
  return { requestBody: { required: true, content: { [MEDIA_TYPE[route.bodyKind ?? "json"]]: { schema: schemaFor(route.body, "input") } } } };
}

/**
 * Builds the OpenAPI 3.1 document of `/api/v1` and `/api/dashboard` from core's Zod schemas (zod's
 * `z.toJSONSchema`, JSON Schema 2020-12): request bodies and query parameters on the schemas' input
 * side, responses on their output side. Every core schema a route uses becomes a component named
 * after its export (`ToolItemSchema` → `ToolItem`); a schema whose two sides differ gets a
 * separate `…Input` component for requests.
 *
 * @example
 * const document = buildOpenApiDocument({ routes: [...V1_ROUTES, ...DASHBOARD_ROUTES], serverUrl: "https://plugboard.example.com" });
 */
export function buildOpenApiDocument(options: OpenApiDocumentOptions): Json {
  const routes = options.routes;
  const names = namedCoreSchemas();
  const sides: Record<Side, Record<string, Json>> = { input: convertSide(names, "input"), output: convertSide(names, "output") };

  const schemaFor = (schema: z.ZodType, side: Side): Json => {
    const name = names.get(schema);
    return name ? { $ref: `${REF}${name}~${side}` } : inline(schema, side);
  };

  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const parameters: Json[] = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      // `{pluginId}`-style parameters are UUIDs; `{slug}` is a plugin slug.
      schema: match[1]!.endsWith("Id") ? { type: "string", format: "uuid" } : { type: "string" },
    }));
    if (route.query) {
      const query = inline(route.query, "input") as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: "query", required: (query.required ?? []).includes(name), schema });
      }
    }
    const responses: Record<string, Json> = {};
    for (const [status, response] of Object.entries(route.responses)) {
      responses[status] = response.redirect
        ? { description: response.description, headers: { Location: { description: "Where the browser goes next", schema: { type: "string" } } } }
        : {
            description: response.description,
            ...(response.schema ? { content: { [response.contentType ?? "application/json"]: { schema: schemaFor(response.schema, "output") } } } : {}),
          };
    }
    (paths[route.path] ??= {})[route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [route.tag],
      security: SECURITY[route.auth],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...requestBodyOf(route, schemaFor),
      responses,
    };
  }

  // Keep the components the routes reach; merge a schema's two sides when they are the same.
  const used = new Set<string>();
  let frontier = new Set<string>();
  refsIn(paths, frontier);
  while (frontier.size > 0) {
    const next = new Set<string>();
    for (const tagged of frontier) {
      if (used.has(tagged)) continue;
      used.add(tagged);
      const [name, side] = tagged.split("~") as [string, Side];
      refsIn(sides[side][name], next);
    }
    frontier = next;
  }
  const usedNames = new Set([...used].map((tagged) => tagged.split("~")[0]!));
  const finalName = new Map<string, string>();
  for (const name of usedNames) {
    const both = used.has(`${name}~input`) && used.has(`${name}~output`);
    const same = both && JSON.stringify(sides.input[name]).replaceAll("~input", "~output") === JSON.stringify(sides.output[name]);
    if (used.has(`${name}~output`)) finalName.set(`${name}~output`, name);
    if (used.has(`${name}~input`)) finalName.set(`${name}~input`, both && !same ? `${name}Input` : name);
  }
  const rename = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replace(/#\/components\/schemas\/([A-Za-z0-9_]+~(?:input|output))/g, (_match, tagged: string) => `${REF}${finalName.get(tagged)}`));
  const schemas: Record<string, unknown> = {};
  for (const tagged of [...used].sort()) {
    const [name, side] = tagged.split("~") as [string, Side];
    schemas[finalName.get(tagged)!] ??= rename(sides[side][name]);
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Plugboard API",
      version: options.version ?? "1.0.0",
      description:
        "Plugin connections and tool execution. `/api/v1` takes an API key (`Authorization: Bearer nk_…`). `/api/dashboard` takes an identity-provider ID token or, except for API key management, an API key; it is same-origin only.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: options.serverUrl ?? "/" }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths: rename(paths),
    components: {
      schemas,
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", bearerFormat: "nk_ API key", description: "A developer's API key (`nk_…`)." },
        idToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "An OpenID Connect ID token from the configured issuer (OIDC_ISSUER) for OIDC_AUDIENCE, signed RS256 or ES256." },
      },
    },
  };
}
