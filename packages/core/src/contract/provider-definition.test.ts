import { describe, expect, it } from "vitest";
import { ProviderDefinitionSchema, type ProviderDefinitionInput } from "./provider-definition.js";
import { fillProviderTemplate, templatePlaceholders } from "./provider-template.js";

const tool = {
  slug: "GET_ME",
  name: "Get me",
  description: "The signed-in account.",
  method: "GET" as const,
  path: "/me",
  inputSchema: { type: "object", properties: {} },
  source: { kind: "reference" as const, url: "https://docs.example.com/me" },
};

function definition(overrides: Partial<ProviderDefinitionInput> = {}): ProviderDefinitionInput {
  return {
    id: "example",
    name: "Example",
    description: "An example API.",
    categories: ["developer-tools"],
    docsUrl: "https://docs.example.com",
    kind: "http",
    baseUrl: "https://api.example.com",
    authModes: [{ type: "bearer", label: "API token" }],
    tools: [tool],
    sources: ["https://docs.example.com/auth"],
    ...overrides,
  };
}

function problems(input: ProviderDefinitionInput): string[] {
  const parsed = ProviderDefinitionSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("ProviderDefinitionSchema", () => {
  it("accepts a definition and fills the OAuth defaults", () => {
    const parsed = ProviderDefinitionSchema.parse(
      definition({ authModes: [{ type: "oauth2", label: "Example account", config: { authorize_url: "https://example.com/authorize", token_url: "https://example.com/token" } }] }),
    );
    expect(parsed.authModes[0]).toMatchObject({ config: { scopes: [], extra_params: {}, token_endpoint_auth_method: "client_secret_post" }, scopes: [] });
    expect(parsed.connectionConfig).toEqual([]);
  });

  it("requires sources, a base URL and tools for an http provider", () => {
    expect(problems(definition({ sources: [] }))).toEqual(["sources: name the documentation pages the definition was written from"]);
    expect(problems(definition({ baseUrl: undefined, tools: [] }))).toEqual(["baseUrl: baseUrl is required for an http provider", "tools: an http provider needs at least one tool"]);
  });

  it("takes the day the facts were verified and which facts each source backs", () => {
    const backed = { verifiedAt: "2026-11-28", sourceFacts: { "https://docs.example.com/auth": ["tokenUrl", "clientAuth: basic"] } };
    expect(problems(definition(backed))).toEqual([]);
    expect(problems(definition({ verifiedAt: "28/11/2026" }))).toEqual(["verifiedAt: verifiedAt is a date: YYYY-MM-DD"]);
    expect(problems(definition({ sourceFacts: { "https://docs.example.com/other": ["tokenUrl"] } }))).toEqual([
      "sourceFacts.https://docs.example.com/other: a page whose facts are listed must be in sources",
    ]);
  });

  it("refuses tools and demands a server URL for an mcp provider", () => {
    expect(problems(definition({ kind: "mcp", baseUrl: undefined, authModes: [{ type: "mcp_oauth", label: "Example" }] }))).toEqual([
      "serverUrl: serverUrl is required for an mcp provider",
      "tools: an mcp provider's tools come from its server: list none",
    ]);
    expect(problems(definition({ authModes: [{ type: "mcp_oauth", label: "Example" }] }))).toEqual(["authModes.0.type: mcp_oauth is for mcp providers"]);
  });

  it("refuses duplicate tool slugs and repeated auth mode types", () => {
    expect(
      problems(definition({ tools: [tool, { ...tool, path: "/you" }], authModes: [{ type: "bearer", label: "A" }, { type: "bearer", label: "B" }] })),
    ).toEqual(["authModes.1.type: auth mode type bearer appears more than once", "tools.1.slug: duplicate tool slug GET_ME"]);
  });

  it("accepts placeholders that name declared config fields and metadata every mode keeps", () => {
    const shop = { name: "shop", label: "Shop", pattern: "^[a-z0-9][a-z0-9-]*$", example: "acme" };
    expect(problems(definition({ baseUrl: "https://{{config.shop}}.myshopify.com/admin/api/2025-01", connectionConfig: [shop] }))).toEqual([]);
    const salesforce = definition({
      baseUrl: "{{metadata.instance_url}}/services/data/v62.0",
      authModes: [
        {
          type: "oauth2",
          label: "Salesforce",
          config: {
            authorize_url: "https://login.salesforce.com/services/oauth2/authorize",
            token_url: "https://login.salesforce.com/services/oauth2/token",
            token_metadata: ["instance_url"],
          },
        },
      ],
    });
    expect(problems(salesforce)).toEqual([]);
  });

  it("names a placeholder that no config field or metadata declares", () => {
    expect(problems(definition({ baseUrl: "https://{{config.shop}}.example.com" }))).toEqual(["baseUrl: {{config.shop}} names no connectionConfig field"]);
    expect(problems(definition({ baseUrl: "{{metadata.instance_url}}/api" }))).toEqual([
      "baseUrl: {{metadata.instance_url}} is not kept by the bearer auth mode: every auth mode must declare it in metadata",
    ]);
    expect(
      problems(
        definition({
          authModes: [{ type: "oauth2", label: "X", config: { authorize_url: "https://{{config.tenant}}.example.com/authorize", token_url: "https://example.com/token", token_params: { audience: "{{metadata.x}}" } } }],
        }),
      ).sort(),
    ).toEqual([
      "authModes.0.config.authorize_url: {{config.tenant}} names no connectionConfig field",
      "authModes.0.config.token_params.audience: request parameters are sent as written: no {{…}} placeholders",
    ]);
  });

  it("refuses a malformed placeholder, an invalid pattern and an example or default the (anchored) pattern refuses", () => {
    expect(problems(definition({ baseUrl: "https://{{shop}}.example.com" }))[0]).toContain("{{shop}} is not a placeholder");
    expect(problems(definition({ connectionConfig: [{ name: "shop", label: "Shop", pattern: "[a-z" }] }))).toEqual([
      "connectionConfig.0.pattern: pattern must be a valid regular expression (JavaScript syntax, `u` flag)",
    ]);
    // The engine anchors every pattern, so an unanchored one still matches whole values only.
    expect(problems(definition({ connectionConfig: [{ name: "shop", label: "Shop", pattern: "[a-z]+", example: "acme.evil" }] }))).toEqual([
      "connectionConfig.0.example: example does not match the pattern",
    ]);
    expect(problems(definition({ connectionConfig: [{ name: "shop", label: "Shop", pattern: "^[a-z]+$", default: "Acme" }] }))).toEqual([
      "connectionConfig.0.default: default does not match the pattern",
    ]);
  });

  it("instanceDomain pins the hosts built per connection: a domain, only where a URL builds its host", () => {
    const shop = definition({ baseUrl: "https://{{config.host}}/api", connectionConfig: [{ name: "host", label: "Host", pattern: "[a-z0-9.-]+" }] });
    expect(ProviderDefinitionSchema.parse({ ...shop, instanceDomain: "*.example.com" }).instanceDomain).toBe("example.com");
    expect(ProviderDefinitionSchema.parse({ ...shop, instanceDomain: "example.com" }).instanceDomain).toBe("example.com");
    for (const bad of ["example", "https://example.com", "Example.com", "-a.example.com", "example.com/"]) {
      expect(problems({ ...shop, instanceDomain: bad }), bad).toEqual(["instanceDomain: instanceDomain must be a domain such as salesforce.com (or *.salesforce.com)"]);
    }
    expect(problems(definition({ instanceDomain: "example.com" }))).toEqual(["instanceDomain: instanceDomain is for a definition whose base, server or OAuth URL builds its host per connection"]);
  });

  it("requires an authorize URL for the authorization-code grant only", () => {
    const mode = { type: "oauth2" as const, label: "X", config: { token_url: "https://example.com/token" } };
    expect(problems(definition({ authModes: [mode] }))).toEqual(["authModes.0.config.authorize_url: authorize_url is required (unless grant_type is client_credentials or account_credentials)"]);
    expect(problems(definition({ authModes: [{ ...mode, config: { ...mode.config, grant_type: "client_credentials" } }] }))).toEqual([]);
  });

  it("records where a tool came from", () => {
    expect(problems(definition({ tools: [{ ...tool, source: { kind: "openapi", document: "npm:@octokit/openapi@23.0.2/generated/api.github.com.json", operationId: "users/get-authenticated" } }] }))).toEqual([]);
    expect(problems(definition({ tools: [{ ...tool, source: { kind: "openapi", document: "somewhere", operationId: "x" } }] }))).toEqual([
      "tools.0.source.document: must be an https URL or npm:<package>@<version>/<file>",
    ]);
  });
});

describe("provider templates", () => {
  it("lists and fills placeholders", () => {
    const template = "https://{{ config.subdomain }}.zendesk.com/{{metadata.region}}";
    expect(templatePlaceholders(template)).toEqual([
      { scope: "config", name: "subdomain" },
      { scope: "metadata", name: "region" },
    ]);
    expect(fillProviderTemplate(template, { config: { subdomain: "acme" }, metadata: { region: "eu" } })).toBe("https://acme.zendesk.com/eu");
  });
});
