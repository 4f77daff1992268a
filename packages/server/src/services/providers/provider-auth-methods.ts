import {
  templatePlaceholders,
  type AuthMethodInput,
  type InstallProviderParsed,
  type ProviderAuthMode,
  type ProviderDefinition,
  type ProviderInstallWarning,
  type ProviderOAuth2Mode,
} from "@plugboard/core";
import { invalidInput } from "../../errors/invalid-input.js";

/** The auth methods an install creates, and what it left out. */
export interface InstalledAuthMethods {
  authMethods: AuthMethodInput[];
  warnings: ProviderInstallWarning[];
}

/** Why a mode is not installed: a 400 when the builder asked for it by name, else a warning. */
class Skip {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {}
}

const hasPlaceholder = (template: string) => templatePlaceholders(template).length > 0;

/** A URL of the definition, or the builder's override of it; a template with placeholders cannot be installed yet. */
function concreteUrl(template: string | undefined, override: string | undefined, field: "authorizeUrl" | "tokenUrl" | "revokeUrl"): string | undefined {
  if (override !== undefined) return override;
  if (template === undefined || !hasPlaceholder(template)) return template;
  throw new Skip(
    `overrides.${field}`,
    `the provider's ${field} (${template}) is built from per-connection config, which installed plugins do not support yet: give overrides.${field}`,
  );
}

/**
 * The `oauth2` auth method of an OAuth mode, with a warning for each quirk of the definition that the
 * plugin's OAuth configuration cannot carry yet (the definition keeps recording them faithfully).
 */
function oauth2Method(mode: ProviderOAuth2Mode, request: InstallProviderParsed, warnings: ProviderInstallWarning[]): AuthMethodInput {
  if (mode.grant !== "authorization_code") {
    throw new Skip("authModes", `the ${mode.grant} grant is not supported by installed plugins yet`);
  }
  if (!request.oauth) {
    throw new Skip("oauth.clientId", "the client id of your OAuth app is required to install the oauth2 auth mode (give oauth.clientId and oauth.clientSecret)");
  }
  const overrides = request.overrides ?? {};
  const authorizeUrl = concreteUrl(mode.authorizeUrl, overrides.authorizeUrl, "authorizeUrl")!;
  const tokenUrl = concreteUrl(mode.tokenUrl, overrides.tokenUrl, "tokenUrl")!;
  const revokeUrl = concreteUrl(mode.revokeUrl, overrides.revokeUrl, "revokeUrl");
  const warn = (feature: string, reason: string) => warnings.push({ feature: `authModes.oauth2.${feature}`, reason });

  const extraParams: Record<string, string> = {};
  for (const [name, value] of Object.entries(mode.authorizeParams)) {
    if (hasPlaceholder(value)) warn(`authorizeParams.${name}`, `not sent: its value (${value}) is built from per-connection config, which installed plugins do not support yet`);
    else extraParams[name] = value;
  }
  if (mode.scopeSeparator !== " ") warn("scopeSeparator", `the provider joins scopes with "${mode.scopeSeparator}"; installed plugins send them space-separated for now`);
  if (mode.scopeParam !== "scope") warn("scopeParam", `the provider takes the scopes in ${mode.scopeParam}; installed plugins send them in scope for now`);
  if (mode.pkce) warn("pkce", "the provider expects PKCE (S256); installed plugins do not send a code challenge for REST OAuth yet");
  if (Object.keys(mode.tokenParams).length > 0) warn("tokenParams", `not sent: ${Object.keys(mode.tokenParams).join(", ")} (extra token request parameters are not supported yet)`);
  if (mode.tokenPath !== "access_token") warn("tokenPath", `the provider returns the access token at ${mode.tokenPath}; installed plugins read access_token only for now`);
  if (mode.refreshTokenPath !== "refresh_token") warn("refreshTokenPath", `the provider returns the refresh token at ${mode.refreshTokenPath}; installed plugins read refresh_token only for now`);
  if (mode.metadata.length > 0) warn("metadata", `not kept: ${mode.metadata.map((field) => field.name).join(", ")} (connection metadata is not supported yet)`);

  return {
    type: "oauth2",
    label: mode.label,
    config: {
      authorize_url: authorizeUrl,
      token_url: tokenUrl,
      client_id: request.oauth.clientId,
      ...(request.oauth.clientSecret !== undefined ? { client_secret: request.oauth.clientSecret } : {}),
      scopes: request.oauth.scopes ?? mode.defaultScopes,
      extra_params: extraParams,
      token_endpoint_auth_method: mode.clientAuth === "basic" ? "client_secret_basic" : "client_secret_post",
      ...(revokeUrl !== undefined ? { revokeUrl } : {}),
    },
  };
}

/** The plugin auth method of one mode of an `http` provider (throws {@link Skip} when it cannot be installed). */
function authMethodOf(mode: ProviderAuthMode, request: InstallProviderParsed, warnings: ProviderInstallWarning[]): AuthMethodInput {
  switch (mode.type) {
    case "oauth2":
      return oauth2Method(mode, request, warnings);
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
 * The auth methods installing `definition` creates: the modes the builder named in
 * `request.authModes`, or every mode that can be installed with what was given. A named mode that cannot
 * be installed is a 400 saying why; an unnamed one is left out with a warning. The first installed
 * method is the default. For an `mcp` provider only `mcp_oauth` applies (it becomes the plugin's MCP
 * configuration, not an auth method).
 */
export function providerAuthMethods(definition: ProviderDefinition, request: InstallProviderParsed): InstalledAuthMethods {
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
    const modeWarnings: ProviderInstallWarning[] = [];
    try {
      const method = authMethodOf(mode, request, modeWarnings);
      if (authMethods.some((installed) => installed.type === method.type)) {
        throw new Skip("authModes", `it installs as a ${method.type} auth method, which an earlier mode already is`);
      }
      authMethods.push({ ...method, isDefault: authMethods.length === 0 });
      warnings.push(...modeWarnings);
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
