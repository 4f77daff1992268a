import { isMachineGrant } from "@plugboard/core/server";
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

/** Where a JSON path's sibling `name` is: `authed_user.access_token` → `authed_user.refresh_token`. */
function sibling(path: string, name: string): string {
  const dot = path.lastIndexOf(".");
  return dot === -1 ? name : `${path.slice(0, dot + 1)}${name}`;
}

/** Extra request parameters the engine can send: those whose value holds no per-connection placeholder. */
function plainParams(params: Record<string, string>, feature: "authorizeParams" | "tokenParams", warn: (feature: string, reason: string) => void): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (hasPlaceholder(value)) warn(`${feature}.${name}`, `not sent: its value (${value}) is built from per-connection config, which extra request parameters cannot hold`);
    else plain[name] = value;
  }
  return plain;
}

/**
 * The `oauth2` auth method of an OAuth mode: every quirk the definition records mapped onto the
 * engine's oauth2 configuration (grant, scope separator and parameter, PKCE, authorize and token
 * parameters, client authentication, the token request's format, a separate refresh URL, token and
 * refresh-token paths, metadata, the token's header, and `{{config.x}}` placeholders in the authorize,
 * token and refresh URLs, and the connect request that reads metadata after the code exchange). A warning only for what the engine
 * cannot express (a placeholder in a revoke URL or a request parameter, a refresh token not beside the
 * access token, a metadata name that differs from its path).
 */
function oauth2Method(mode: ProviderOAuth2Mode, request: InstallProviderParsed, warnings: ProviderInstallWarning[]): AuthMethodInput {
  if (!request.oauth) {
    throw new Skip("oauth.clientId", "the client id of your OAuth app is required to install the oauth2 auth mode (give oauth.clientId and oauth.clientSecret)");
  }
  const overrides = request.overrides ?? {};
  const warn = (feature: string, reason: string) => warnings.push({ feature: `authModes.oauth2.${feature}`, reason });
  const clientCredentials = isMachineGrant(mode.grant);
  const authorizeUrl = overrides.authorizeUrl ?? mode.authorizeUrl;
  const tokenUrl = overrides.tokenUrl ?? mode.tokenUrl;
  const refreshUrl = overrides.refreshUrl ?? mode.refreshUrl;
  let revokeUrl = overrides.revokeUrl ?? mode.revokeUrl;
  if (revokeUrl !== undefined && hasPlaceholder(revokeUrl)) {
    warn("revokeUrl", `not used: the provider's revoke URL (${revokeUrl}) is built from per-connection config, which a plugin's revokeUrl cannot hold (give overrides.revokeUrl to fix one)`);
    revokeUrl = undefined;
  }

  const scopes = request.oauth.scopes ?? mode.defaultScopes;
  const extraParams = plainParams(mode.authorizeParams, "authorizeParams", warn);
  const tokenParams = plainParams(mode.tokenParams, "tokenParams", warn);
  // Scopes in another authorize parameter (Slack's user_scope): sent there, joined as the provider joins them.
  const scopeElsewhere = mode.scopeParam !== "scope" && !clientCredentials;
  if (scopeElsewhere && scopes.length > 0) extraParams[mode.scopeParam] = scopes.join(mode.scopeSeparator);
  if (mode.refreshTokenPath !== "refresh_token" && mode.refreshTokenPath !== sibling(mode.tokenPath, "refresh_token")) {
    warn("refreshTokenPath", `the provider returns the refresh token at ${mode.refreshTokenPath}; the engine reads it beside the access token (${sibling(mode.tokenPath, "refresh_token")})`);
  }
  const fromToken = mode.metadata.filter((field) => field.from === "token_response");
  const fromCallback = mode.metadata.filter((field) => field.from === "callback_query");
  // Fields of the connect request are kept under their names (`cloud_id` from `0.id`).
  const fromConnect = mode.metadata.filter((field) => field.from === "connect_request");
  const connectMetadataUrl = overrides.connectMetadataUrl ?? mode.connectMetadataUrl;
  for (const field of mode.metadata.filter((field) => field.from !== "connect_request" && field.name !== field.path)) {
    warn(`metadata.${field.name}`, `kept as {{metadata.${field.path}}} (the engine names a metadata value by its path), not {{metadata.${field.name}}}`);
  }

  return {
    type: "oauth2",
    label: mode.label,
    config: {
      ...(!clientCredentials && authorizeUrl !== undefined ? { authorize_url: authorizeUrl } : {}),
      token_url: tokenUrl,
      client_id: request.oauth.clientId,
      ...(request.oauth.clientSecret !== undefined ? { client_secret: request.oauth.clientSecret } : {}),
      ...(request.oauth.signingSecret !== undefined ? { signing_secret: request.oauth.signingSecret } : {}),
      scopes: scopeElsewhere ? [] : scopes,
      extra_params: extraParams,
      token_endpoint_auth_method: mode.clientAuth === "basic" ? "client_secret_basic" : "client_secret_post",
      ...(revokeUrl !== undefined ? { revokeUrl } : {}),
      ...(clientCredentials ? { grant_type: mode.grant } : {}),
      ...(mode.tokenRequestFormat === "json" ? { token_request_format: "json" } : {}),
      ...(refreshUrl !== undefined ? { refresh_url: refreshUrl } : {}),
      ...(mode.scopeSeparator !== " " ? { scope_separator: mode.scopeSeparator } : {}),
      ...(mode.pkce ? { pkce: true } : {}),
      ...(Object.keys(tokenParams).length > 0 ? { token_params: tokenParams } : {}),
      ...(mode.tokenPath !== "access_token" ? { access_token_path: mode.tokenPath } : {}),
      ...(fromToken.length > 0 ? { token_metadata: fromToken.map((field) => field.path) } : {}),
      ...(fromCallback.length > 0 ? { callback_metadata: fromCallback.map((field) => field.path) } : {}),
      ...(fromConnect.length > 0 && connectMetadataUrl !== undefined
        ? { connect_metadata: { url: connectMetadataUrl, fields: Object.fromEntries(fromConnect.map((field) => [field.name, field.path])) } }
        : {}),
      ...(mode.tokenHeader !== undefined ? { header_name: mode.tokenHeader } : {}),
      ...(mode.tokenPrefix !== undefined ? { header_prefix: mode.tokenPrefix } : {}),
      ...(mode.metadataHeaders !== undefined ? { metadata_headers: engineMetadataHeaders(mode) } : {}),
    },
  };
}

/**
 * A mode's `metadataHeaders` with each metadata named as the engine keeps it: a connect request's field
 * under its name, a token response's or callback's under its path.
 */
function engineMetadataHeaders(mode: ProviderOAuth2Mode): Record<string, string> {
  const keptAs = (name: string) => {
    const field = mode.metadata.find((candidate) => candidate.name === name)!;
    return field.from === "connect_request" ? field.name : field.path;
  };
  return Object.fromEntries(Object.entries(mode.metadataHeaders ?? {}).map(([header, name]) => [header, keptAs(name)]));
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
 * The auth methods installing `definition` creates (each with the provider's config fields as its
 * `connection_config`, asked when a user connects): the modes the builder named in
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
      const connectionConfig = definition.connectionConfig.length > 0 ? { connection_config: definition.connectionConfig } : {};
      authMethods.push({ ...method, config: { ...method.config, ...connectionConfig }, isDefault: authMethods.length === 0 });
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
