/**
 * `@plugboard/core/server`: helpers a Plugboard server (or a provider definition's tests) runs, never a
 * browser app: auth injection and credential normalisation, OAuth authorization URLs and token,
 * refresh and revocation requests, path and URL-template expansion, proxy path checks, return-URL
 * validation and MCP tool naming. Runtime-neutral code (no Node built-in) but not part of the wire
 * contract, so the browser-safe main entry `@plugboard/core` leaves it out.
 *
 * @module
 */
export { CredentialError } from "./auth/credential-error.js";
export { injectAuth } from "./auth/inject-auth.js";
export type { AuthInjection } from "./auth/inject-auth.js";
export { normalizeCredentials } from "./auth/normalize-credentials.js";
export type { NormalizedCredentials } from "./auth/normalize-credentials.js";
export { parseAuthMethodConfig } from "./auth/parse-auth-method-config.js";
export { fillPlaceholders, placeholderFields } from "./auth/placeholder-fields.js";
export { compilePath, expandPath } from "./http/expand-path.js";
export type { CompiledPath, ExpandedPath } from "./http/expand-path.js";
export { toolInputSchema } from "./http/tool-input-schema.js";
export { PathParamError } from "./http/path-param-error.js";
export type { PathParamErrorCode } from "./http/path-param-error.js";
export { validateReturnUrl } from "./url/validate-return-url.js";
export type { ValidateReturnUrlOptions, ValidateReturnUrlResult } from "./url/validate-return-url.js";
export { buildAuthorizationUrl } from "./oauth/build-authorization-url.js";
export type { AuthorizationUrlInput } from "./oauth/build-authorization-url.js";
export { authenticateClient, buildTokenRequest } from "./oauth/build-token-request.js";
export { buildRevocationRequest } from "./oauth/build-revocation-request.js";
export type { RevocationRequestInput } from "./oauth/build-revocation-request.js";
export type { TokenEndpointAuthMethod, TokenGrant, TokenRequest, TokenRequestFormat, TokenRequestInput } from "./oauth/build-token-request.js";
export { parseTokenResponse, pickMetadata, readJsonPath } from "./oauth/parse-token-response.js";
export type { ParseTokenOptions, TokenError, TokenResponse, TokenSet } from "./oauth/parse-token-response.js";
export { clientCredentialsScope, isMachineGrant, refreshGrantFor } from "./oauth/refresh-grant.js";
export { compileUrlTemplate, hostInDomain, URL_PLACEHOLDER, UrlTemplateError, urlTemplateProblem } from "./http/url-template.js";
export type { CompiledUrlTemplate, UrlHostPolicy, UrlTemplateErrorCode, UrlTemplateScope, UrlTemplateValues } from "./http/url-template.js";
export { checkProxyPath, proxyHeaderProblem } from "./http/proxy-path.js";
export type { ProxyPathCheck } from "./http/proxy-path.js";
export { MAX_TOOL_SLUG_LENGTH, normalizeToolSlug, uniqueToolSlugs } from "./mcp/normalize-tool-slug.js";
export { mcpToolNames, MAX_MCP_TOOL_NAME_LENGTH } from "./mcp/mcp-tool-names.js";
export type { McpToolNameInput } from "./mcp/mcp-tool-names.js";
