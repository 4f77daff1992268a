import { CreateSubmissionRequestSchema, InstallProviderRequestSchema, ProviderDefinitionSchema, type InstallProviderRequest, type ProviderDefinitionInput } from "@plugboard/core";
import { loadProviderCatalog } from "@plugboard/providers";
import { describe, expect, it } from "vitest";
import { ServiceError } from "../../errors/service-error.js";
import { providerToSubmission } from "./provider-to-submission.js";

const tool = {
  slug: "LIST_ORDERS",
  name: "List orders",
  description: "The shop's orders.",
  method: "GET" as const,
  path: "/orders.json",
  inputSchema: { type: "object", properties: { status: { type: "string" } } },
  placement: { query: ["status"] },
  source: { kind: "reference" as const, url: "https://shopify.dev/docs/api/admin-rest/latest/resources/order" },
};

// A definition with the quirks the engine does not carry yet: config placeholders, PKCE, a comma
// separator, token params, a token at another path, metadata.
const quirky: ProviderDefinitionInput = {
  id: "quirky",
  name: "Quirky",
  description: "A provider with every quirk.",
  categories: ["ecommerce"],
  docsUrl: "https://docs.quirky.example",
  kind: "http",
  baseUrl: "https://{{config.shop}}.quirky.example/admin/api/2025-01",
  headers: { "X-Api-Version": "7" },
  connectionConfig: [{ name: "shop", label: "Shop", pattern: "^[a-z0-9][a-z0-9-]*$" }],
  authModes: [
    {
      type: "oauth2",
      label: "Quirky account",
      authorizeUrl: "https://{{config.shop}}.quirky.example/oauth/authorize",
      tokenUrl: "https://{{config.shop}}.quirky.example/oauth/token",
      scopeSeparator: ",",
      pkce: true,
      authorizeParams: { access_type: "offline", tenant: "{{config.shop}}" },
      tokenParams: { audience: "api" },
      clientAuth: "basic",
      tokenPath: "authed_user.access_token",
      metadata: [{ name: "realm", from: "callback_query", path: "realmId" }],
      defaultScopes: ["read_orders"],
    },
    { type: "api_key", label: "Admin token", in: "header", name: "X-Quirky-Token", prefix: "Token" },
  ],
  tools: [tool],
  sources: ["https://docs.quirky.example/auth"],
};

function install(definition: ProviderDefinitionInput, request: InstallProviderRequest) {
  return providerToSubmission(ProviderDefinitionSchema.parse(definition), InstallProviderRequestSchema.parse(request));
}

function fieldErrors(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (ServiceError.isInstance(error)) return (error.details as { fieldErrors: Record<string, string[]> }).fieldErrors;
    throw error;
  }
  throw new Error("expected a 400");
}

describe("providerToSubmission", () => {
  it.each(loadProviderCatalog().map((definition) => [definition.id, definition] as const))("turns %s into a submission the submissions API accepts", (_id, definition) => {
    const { submission } = providerToSubmission(definition, InstallProviderRequestSchema.parse({ oauth: { clientId: "client-1", clientSecret: "secret" } }));
    const parsed = CreateSubmissionRequestSchema.safeParse(submission);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
    expect(submission.authMethods!.length + (definition.kind === "mcp" ? 1 : 0)).toBeGreaterThan(0);
    expect(submission.tools ?? []).toHaveLength(definition.tools.length);
  });

  it("needs overrides for URLs built from per-connection config, and names them", () => {
    expect(fieldErrors(() => install(quirky, { authModes: ["api_key"] }))).toEqual({
      "overrides.baseUrl": [expect.stringMatching(/built from \{\{config\.shop\}\} per connection.*give overrides\.baseUrl/)],
    });
    expect(fieldErrors(() => install(quirky, { authModes: ["oauth2"], oauth: { clientId: "c" }, overrides: { baseUrl: "https://acme.quirky.example/admin/api/2025-01" } }))).toEqual({
      "overrides.authorizeUrl": [expect.stringMatching(/built from per-connection config.*give overrides\.authorizeUrl/)],
    });
  });

  it("maps an OAuth mode with a warning for each quirk the plugin cannot carry yet", () => {
    const { submission, warnings } = install(quirky, {
      oauth: { clientId: "client-1", clientSecret: "s3cret" },
      overrides: {
        baseUrl: "https://acme.quirky.example/admin/api/2025-01",
        authorizeUrl: "https://acme.quirky.example/oauth/authorize",
        tokenUrl: "https://acme.quirky.example/oauth/token",
      },
    });
    expect(submission.authMethods).toEqual([
      {
        type: "oauth2",
        label: "Quirky account",
        isDefault: true,
        config: {
          authorize_url: "https://acme.quirky.example/oauth/authorize",
          token_url: "https://acme.quirky.example/oauth/token",
          client_id: "client-1",
          client_secret: "s3cret",
          scopes: ["read_orders"],
          extra_params: { access_type: "offline" },
          token_endpoint_auth_method: "client_secret_basic",
        },
      },
      // `X-Quirky-Token: Token <key>` is what a bearer_token method sends.
      { type: "bearer_token", label: "Admin token", isDefault: false, config: { header_name: "X-Quirky-Token", header_prefix: "Token" } },
    ]);
    expect(warnings.map((warning) => warning.feature)).toEqual([
      "authModes.oauth2.authorizeParams.tenant",
      "authModes.oauth2.scopeSeparator",
      "authModes.oauth2.pkce",
      "authModes.oauth2.tokenParams",
      "authModes.oauth2.tokenPath",
      "authModes.oauth2.metadata",
      "connectionConfig",
    ]);
    expect(submission.tools).toEqual([
      { slug: "LIST_ORDERS", name: "List orders", description: "The shop's orders.", method: "GET", path: "/orders.json", inputSchema: tool.inputSchema, placement: { query: ["status"], header: [] }, headers: { "X-Api-Version": "7" } },
    ]);
  });

  it("leaves out a client-credentials mode unless it was asked for, then refuses it", () => {
    const machine: ProviderDefinitionInput = {
      ...quirky,
      baseUrl: "https://api.machine.example",
      connectionConfig: [],
      authModes: [
        { type: "oauth2", label: "Machine", grant: "client_credentials", tokenUrl: "https://auth.machine.example/token" },
        { type: "api_key", label: "Key", in: "query", name: "key" },
      ],
    };
    const { submission, warnings } = install(machine, { oauth: { clientId: "c" } });
    expect(submission.authMethods).toEqual([{ type: "api_key", label: "Key", isDefault: true, config: { query_name: "key" } }]);
    expect(warnings).toEqual([{ feature: "authModes.oauth2", reason: "not installed: the client_credentials grant is not supported by installed plugins yet" }]);
    expect(fieldErrors(() => install(machine, { authModes: ["oauth2"], oauth: { clientId: "c" } }))).toEqual({
      authModes: ["the client_credentials grant is not supported by installed plugins yet"],
    });
  });

  it("installs an MCP provider as an MCP plugin, its client optional", () => {
    const mcp: ProviderDefinitionInput = {
      id: "vendor-mcp",
      name: "Vendor MCP",
      description: "The vendor's remote MCP server.",
      categories: ["developer-tools"],
      docsUrl: "https://docs.vendor.example/mcp",
      kind: "mcp",
      serverUrl: "https://mcp.vendor.example/mcp",
      authModes: [{ type: "mcp_oauth", label: "Vendor account", defaultScopes: ["read"] }, { type: "bearer", label: "Token" }],
      sources: ["https://docs.vendor.example/mcp"],
    };
    const dynamic = install(mcp, {});
    expect(dynamic.submission).toMatchObject({ toolSource: "mcp", mcpConfig: { serverUrl: "https://mcp.vendor.example/mcp", scopes: ["read"] }, authMethods: [] });
    expect(dynamic.warnings).toEqual([{ feature: "authModes.bearer", reason: expect.stringMatching(/^not installed: the bearer auth mode of an MCP server/) }]);
    const registered = install(mcp, { oauth: { clientId: "pre-registered", clientSecret: "x" }, overrides: { serverUrl: "https://mcp.internal.example/mcp" } });
    expect(registered.submission.mcpConfig).toEqual({ serverUrl: "https://mcp.internal.example/mcp", scopes: ["read"], clientId: "pre-registered", clientSecret: "x" });
    expect(fieldErrors(() => install(mcp, { tools: ["X"] }))).toEqual({ tools: [expect.stringMatching(/tools come from the server/)] });
    expect(fieldErrors(() => install(mcp, { overrides: { baseUrl: "https://x.example" } }))).toEqual({ "overrides.baseUrl": [expect.stringMatching(/does not apply to vendor-mcp/)] });
  });
});
