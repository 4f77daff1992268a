import {
  templatePlaceholders,
  type AuthMethodInput,
  type CreateSubmissionRequest,
  type InstallProviderParsed,
  type OAuth2ProviderConfig,
  type ProviderAuthMode,
  type ProviderDefinition,
  type ProviderInstallWarning,
  type ToolInput,
} from "@plugboard/core";
import { invalidInput } from "../../errors/invalid-input.js";

/** The submission installing a provider makes, and what the plugin does not carry of the definition. */
export interface ProviderSubmission {
  submission: CreateSubmissionRequest;
  warnings: ProviderInstallWarning[];
}

const OVERRIDES_BY_KIND = { http: ["baseUrl", "authorizeUrl", "tokenUrl", "revokeUrl", "refreshUrl", "connectMetadataUrl"], mcp: ["serverUrl"] } as const;

/** The MCP server's URL, or the builder's override; a template with placeholders needs an override (MCP plugins have no per-connection config). */
function concreteUrl(definition: ProviderDefinition, field: "serverUrl", override: string | undefined): string {
  if (override !== undefined) return override;
  const template = definition[field]!;
  const placeholders = templatePlaceholders(template);
  if (placeholders.length === 0) return template;
  const named = placeholders.map((placeholder) => `{{${placeholder.scope}.${placeholder.name}}}`).join(", ");
  throw invalidInput({
    [`overrides.${field}`]: [`${definition.id}'s ${field} (${template}) is built from ${named} per connection, which MCP plugins do not support: give overrides.${field}`],
  });
}

function selectedTools(definition: ProviderDefinition, slugs: string[] | undefined): ProviderDefinition["tools"] {
  if (!slugs) return definition.tools;
  const bySlug = new Map(definition.tools.map((tool) => [tool.slug, tool]));
  const unknown = slugs.map((slug, index) => [slug, index] as const).filter(([slug]) => !bySlug.has(slug));
  if (unknown.length > 0) {
    throw invalidInput(Object.fromEntries(unknown.map(([slug, index]) => [`tools.${index}`, [`${definition.id} has no tool ${slug}`]])));
  }
  return [...new Set(slugs)].map((slug) => bySlug.get(slug)!);
}

/** Why a mode is not installed: a 400 when the builder asked for it by name, else a warning. */
class Skip {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {}
}

/**
 * The stored oauth2 config of an OAuth mode: the definition's `config` as it is (one vocabulary), with
 * the builder's URL overrides, client and chosen scopes (default: the definition's `scopes`).
 */
function oauth2Config(config: OAuth2ProviderConfig, request: InstallProviderParsed): Record<string, unknown> {
  if (!request.oauth) {
    throw new Skip("oauth.clientId", "the client id of your OAuth app is required to install the oauth2 auth mode (give oauth.clientId and oauth.clientSecret)");
  }
  const overrides = request.overrides ?? {};
  const connectMetadata = config.connect_metadata && overrides.connectMetadataUrl !== undefined ? { ...config.connect_metadata, url: overrides.connectMetadataUrl } : config.connect_metadata;
  return {
    ...config,
    ...(overrides.authorizeUrl !== undefined ? { authorize_url: overrides.authorizeUrl } : {}),
    ...(overrides.tokenUrl !== undefined ? { token_url: overrides.tokenUrl } : {}),
    ...(overrides.revokeUrl !== undefined ? { revokeUrl: overrides.revokeUrl } : {}),
    ...(overrides.refreshUrl !== undefined ? { refresh_url: overrides.refreshUrl } : {}),
    ...(connectMetadata !== undefined ? { connect_metadata: connectMetadata } : {}),
    client_id: request.oauth.clientId,
    ...(request.oauth.clientSecret !== undefined ? { client_secret: request.oauth.clientSecret } : {}),
    ...(request.oauth.signingSecret !== undefined ? { signing_secret: request.oauth.signingSecret } : {}),
    scopes: request.oauth.scopes ?? config.scopes,
  };
}

/** The plugin auth method of one mode of an `http` provider (throws {@link Skip} when it cannot be installed). */
function authMethodOf(mode: ProviderAuthMode, request: InstallProviderParsed): AuthMethodInput {
  switch (mode.type) {
    case "oauth2":
      return { type: "oauth2", label: mode.label, config: oauth2Config(mode.config, request) };
    case "api_key":
      if (mode.in === "query") return { type: "api_key", label: mode.label, config: { query_name: mode.name } };
      // `name: prefix key` is what a bearer_token method sends.
      if (mode.prefix !== undefined) return { type: "bearer_token", label: mode.label, config: { header_name: mode.name, header_prefix: mode.prefix } };
      return { type: "api_key", label: mode.label, config: { header_name: mode.name } };
    case "bearer":
      return { type: "bearer_token", label: mode.label, config: { header_name: mode.headerName, header_prefix: mode.prefix } };
    case "basic":
      return { type: "basic", label: mode.label, config: {} };
    case "custom":
      return { type: "custom", label: mode.label, config: { injection_rules: mode.injectionRules } };
    case "mcp_oauth":
      throw new Skip("authModes", "mcp_oauth belongs to mcp providers");
  }
}

/**
 * The auth methods installing `definition` creates (each with the provider's config fields as its
 * `connection_config`, asked when a user connects): the modes the builder named in
 * `request.authModes`, or every mode that can be installed with what was given. A named mode that cannot
 * be installed is a 400 saying why; an unnamed one is left out with a warning. The first installed
 * method is the default. For an `mcp` provider only `mcp_oauth` applies (it becomes the plugin's MCP
 * configuration, not an auth method).
 */
export function providerAuthMethods(definition: ProviderDefinition, request: InstallProviderParsed): { authMethods: AuthMethodInput[]; warnings: ProviderInstallWarning[] } {
  const offered = definition.authModes.map((mode) => mode.type);
  request.authModes?.forEach((type, index) => {
    if (!offered.includes(type)) throw invalidInput({ [`authModes.${index}`]: [`${definition.id} offers no ${type} auth mode (it offers ${offered.join(", ")})`] });
  });
  const chosen = request.authModes ? definition.authModes.filter((mode) => request.authModes!.includes(mode.type)) : definition.authModes;
  const named = (mode: ProviderAuthMode) => request.authModes?.includes(mode.type) === true;

  const authMethods: AuthMethodInput[] = [];
  const warnings: ProviderInstallWarning[] = [];
  for (const mode of chosen) {
    if (definition.kind === "mcp") {
      if (mode.type === "mcp_oauth") continue;
      const reason = `the ${mode.type} auth mode of an MCP server is not supported by installed plugins yet (they connect through the server's own OAuth)`;
      if (named(mode)) throw invalidInput({ authModes: [reason] });
      warnings.push({ feature: `authModes.${mode.type}`, reason: `not installed: ${reason}` });
      continue;
    }
    try {
      const method = authMethodOf(mode, request);
      if (authMethods.some((installed) => installed.type === method.type)) {
        throw new Skip("authModes", `it installs as a ${method.type} auth method, which an earlier mode already is`);
      }
      const connectionConfig = definition.connectionConfig.length > 0 ? { connection_config: definition.connectionConfig } : {};
      authMethods.push({ ...method, config: { ...method.config, ...connectionConfig }, isDefault: authMethods.length === 0 });
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      if (named(mode)) throw invalidInput({ [error.field]: [error.reason] });
      warnings.push({ feature: `authModes.${mode.type}`, reason: `not installed: ${error.reason}` });
    }
  }
  if (definition.kind === "http" && authMethods.length === 0) {
    throw invalidInput({ authModes: [`no auth mode of ${definition.id} could be installed: ${warnings.map((warning) => warning.reason).join("; ")}`] });
  }
  return { authMethods, warnings };
}

/**
 * Turns a catalog provider into an ordinary submission (`POST /api/v1/submissions` body): name,
 * description, base URL (placeholders kept, filled per connection) or MCP server URL with the builder's
 * `overrides`, `allowProxy` only when the request asks for it (an http provider; off by default, so
 * the proxy reaches nothing the admin did not choose), the chosen
 * tools mapped 1:1 to manual tools (the provider's `headers` on each), and the auth methods of the chosen modes (see
 * {@link providerAuthMethods}). Pure; the submission service validates and stores the result as it does
 * any submission. Bad choices (an unknown tool, a mode the provider does not offer, an override that does
 * not apply) are 400s naming the field.
 */
export function providerToSubmission(definition: ProviderDefinition, request: InstallProviderParsed): ProviderSubmission {
  const overrides = request.overrides ?? {};
  const applicable: readonly string[] = OVERRIDES_BY_KIND[definition.kind];
  for (const [field, value] of Object.entries(overrides)) {
    if (value !== undefined && !applicable.includes(field)) {
      throw invalidInput({ [`overrides.${field}`]: [`${field} does not apply to ${definition.id}, an ${definition.kind} provider (it takes ${applicable.join(", ")})`] });
    }
  }
  if (request.tools && definition.kind === "mcp") throw invalidInput({ tools: [`${definition.id} is an MCP server: its tools come from the server, not the catalog`] });
  if (request.allowProxy && definition.kind === "mcp") throw invalidInput({ allowProxy: [`${definition.id} is an MCP server: proxy calls need an http provider's base URL`] });
  const { authMethods, warnings } = providerAuthMethods(definition, request);
  const base = {
    slug: request.slug ?? definition.id,
    name: definition.name,
    description: definition.description,
    ...(definition.iconUrl ? { iconUrl: definition.iconUrl } : {}),
    submitForReview: request.submitForReview,
    authMethods,
  };

  if (definition.kind === "mcp") {
    const mcpMode = definition.authModes.find((mode) => mode.type === "mcp_oauth");
    const scopes = request.oauth?.scopes ?? mcpMode?.defaultScopes ?? [];
    return {
      submission: {
        ...base,
        toolSource: "mcp",
        mcpConfig: {
          serverUrl: concreteUrl(definition, "serverUrl", overrides.serverUrl),
          ...(scopes.length > 0 ? { scopes } : {}),
          ...(request.oauth?.clientId ? { clientId: request.oauth.clientId } : {}),
          ...(request.oauth?.clientSecret ? { clientSecret: request.oauth.clientSecret } : {}),
        },
      },
      warnings,
    };
  }

  const tools: ToolInput[] = selectedTools(definition, request.tools).map((tool) => {
    const headers = { ...definition.headers, ...tool.headers };
    return {
      slug: tool.slug,
      name: tool.name,
      description: tool.description,
      method: tool.method,
      path: tool.path,
      inputSchema: tool.inputSchema,
      ...(tool.placement ? { placement: tool.placement } : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    };
  });
  return {
    // The base URL may keep {{config.x}} / {{metadata.x}}: filled per connection by the engine.
    submission: { ...base, toolSource: "manual", baseUrl: (overrides.baseUrl ?? definition.baseUrl!).replace(/\/+$/, ""), allowProxy: request.allowProxy ?? false, tools, triggers: definition.triggers },
    warnings,
  };
}
