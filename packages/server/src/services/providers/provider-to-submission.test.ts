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

// A definition with every quirk: config placeholders, PKCE, a comma separator, token params, a token at
// another path, metadata (one the engine cannot name as the definition does), a placeholder in a param.
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
      config: {
        authorize_url: "https://{{config.shop}}.quirky.example/oauth/authorize",
        token_url: "https://{{config.shop}}.quirky.example/oauth/token",
        revokeUrl: "https://{{config.shop}}.quirky.example/oauth/revoke",
        scope_separator: ",",
        pkce: true,
        extra_params: { access_type: "offline" },
        token_params: { audience: "api" },
        token_endpoint_auth_method: "client_secret_basic",
        access_token_path: "authed_user.access_token",
        callback_metadata: ["realmId"],
        refresh_token_rotation: true,
        scopes: ["read_orders"],
      },
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

  it("keeps URLs built from per-connection config as templates, and asks every auth method for the config fields", () => {
    const { submission, warnings } = install(quirky, { oauth: { clientId: "client-1" } });
    const fields = [{ name: "shop", label: "Shop", pattern: "^[a-z0-9][a-z0-9-]*$" }];
    expect(submission).toMatchObject({ baseUrl: "https://{{config.shop}}.quirky.example/admin/api/2025-01", allowProxy: false });
    expect(submission.authMethods!.map((method) => method.config)).toEqual([
      expect.objectContaining({
        authorize_url: "https://{{config.shop}}.quirky.example/oauth/authorize",
        token_url: "https://{{config.shop}}.quirky.example/oauth/token",
        connection_config: fields,
      }),
      expect.objectContaining({ connection_config: fields }),
    ]);
    expect(warnings.map((warning) => warning.feature)).not.toContain("connectionConfig");
    const parsed = CreateSubmissionRequestSchema.safeParse(submission);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it("stores the definition's OAuth config as the plugin's oauth2 config, with the client and the overrides", () => {
    const { submission, warnings } = install(quirky, {
      oauth: { clientId: "client-1", clientSecret: "s3cret" },
      overrides: {
        baseUrl: "https://acme.quirky.example/admin/api/2025-01",
        authorizeUrl: "https://acme.quirky.example/oauth/authorize",
        tokenUrl: "https://acme.quirky.example/oauth/token",
      },
    });
    const connection_config = [{ name: "shop", label: "Shop", pattern: "^[a-z0-9][a-z0-9-]*$" }];
    expect(submission.authMethods).toEqual([
      {
        type: "oauth2",
        label: "Quirky account",
        isDefault: true,
        config: {
          authorize_url: "https://acme.quirky.example/oauth/authorize",
          token_url: "https://acme.quirky.example/oauth/token",
          revokeUrl: "https://{{config.shop}}.quirky.example/oauth/revoke",
          client_id: "client-1",
          client_secret: "s3cret",
          scopes: ["read_orders"],
          extra_params: { access_type: "offline" },
          token_endpoint_auth_method: "client_secret_basic",
          scope_separator: ",",
          pkce: true,
          token_params: { audience: "api" },
          access_token_path: "authed_user.access_token",
          callback_metadata: ["realmId"],
          refresh_token_rotation: true,
          connection_config,
        },
      },
      // `X-Quirky-Token: Token <key>` is what a bearer_token method sends.
      { type: "bearer_token", label: "Admin token", isDefault: false, config: { header_name: "X-Quirky-Token", header_prefix: "Token", connection_config } },
    ]);
    expect(warnings).toEqual([]);
    expect(submission.tools).toEqual([
      { slug: "LIST_ORDERS", name: "List orders", description: "The shop's orders.", method: "GET", path: "/orders.json", inputSchema: tool.inputSchema, placement: { query: ["status"], header: [] }, headers: { "X-Api-Version": "7" } },
    ]);
  });

  it("installs a client-credentials mode with the client_credentials grant and no authorize URL", () => {
    const machine: ProviderDefinitionInput = {
      ...quirky,
      baseUrl: "https://api.machine.example",
      connectionConfig: [],
      authModes: [
        { type: "oauth2", label: "Machine", config: { grant_type: "client_credentials", token_url: "https://auth.machine.example/token", scopes: ["read"] } },
        { type: "api_key", label: "Key", in: "query", name: "key" },
      ],
    };
    const { submission, warnings } = install(machine, { oauth: { clientId: "c", clientSecret: "s" } });
    expect(submission.authMethods![0]).toEqual({
      type: "oauth2",
      label: "Machine",
      isDefault: true,
      config: { grant_type: "client_credentials", token_url: "https://auth.machine.example/token", client_id: "c", client_secret: "s", scopes: ["read"], extra_params: {}, token_endpoint_auth_method: "client_secret_post" },
    });
    expect(warnings).toEqual([]);
  });

  it("sends Shopify's token in X-Shopify-Access-Token and Slack's scopes in user_scope", () => {
    const catalog = loadProviderCatalog();
    const shopify = providerToSubmission(catalog.find((definition) => definition.id === "shopify")!, InstallProviderRequestSchema.parse({ authModes: ["oauth2"], oauth: { clientId: "c" } }));
    expect(shopify.submission.authMethods![0]!.config).toMatchObject({ header_name: "X-Shopify-Access-Token", scope_separator: "," });
    expect(shopify.warnings).toEqual([]);
    const slack = providerToSubmission(catalog.find((definition) => definition.id === "slack")!, InstallProviderRequestSchema.parse({ authModes: ["oauth2"], oauth: { clientId: "c", scopes: ["chat:write", "channels:read"] } }));
    expect(slack.submission.authMethods![0]!.config).toMatchObject({ scopes: ["chat:write", "channels:read"], scope_param: "user_scope", scope_separator: ",", access_token_path: "authed_user.access_token" });
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
    expect(fieldErrors(() => install(mcp, { allowProxy: true }))).toEqual({ allowProxy: [expect.stringMatching(/MCP server/)] });
  });

  it("turns the proxy on only when the install asks for it", () => {
    expect(install(quirky, { oauth: { clientId: "client-1" } }).submission.allowProxy).toBe(false);
    expect(install(quirky, { oauth: { clientId: "client-1" }, allowProxy: false }).submission.allowProxy).toBe(false);
    expect(install(quirky, { oauth: { clientId: "client-1" }, allowProxy: true }).submission.allowProxy).toBe(true);
  });
});
