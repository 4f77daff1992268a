import { AuthMethodInputSchema, type AuthMethodInput } from "../contract/auth-method.js";
import type { ImportWarning } from "../contract/submission-import.js";
import type { OpenApiDocument } from "./read-open-api-document.js";

/** Placeholder `client_id` of an imported OAuth 2.0 method: the author replaces it (with the secret) before review. */
export const IMPORTED_OAUTH_CLIENT_ID = "REPLACE_WITH_YOUR_CLIENT_ID";

type Scheme = Record<string, any>;

function toAuthMethod(name: string, scheme: Scheme): AuthMethodInput | string {
  const label = name.slice(0, 200);
  const type = String(scheme.type ?? "");
  if (type === "apiKey") {
    if (scheme.in === "header") return { type: "api_key", label, config: { header_name: String(scheme.name) } };
    if (scheme.in === "query") return { type: "api_key", label, config: { query_name: String(scheme.name) } };
    return `an API key sent in ${String(scheme.in)} cannot be injected (header or query only)`;
  }
  const httpScheme = String(scheme.scheme ?? "").toLowerCase();
  if (type === "http" && httpScheme === "bearer") return { type: "bearer_token", label, config: {} };
  // OpenAPI 3 `http` + `basic`; Swagger 2.0 `type: basic`.
  if ((type === "http" && httpScheme === "basic") || type === "basic") return { type: "basic", label, config: {} };
  if (type === "http") return `HTTP ${httpScheme || "(no scheme)"} authentication has no Plugboard auth method (bearer and basic are supported; use a custom method)`;
  if (type === "oauth2") {
    // OpenAPI 3: flows.authorizationCode; Swagger 2.0: flow "accessCode".
    const flow = scheme.flows?.authorizationCode ?? (scheme.flow === "accessCode" ? scheme : undefined);
    if (!flow) return "only the OAuth 2.0 authorization-code flow is supported";
    return {
      type: "oauth2",
      label,
      config: {
        authorize_url: String(flow.authorizationUrl ?? ""),
        token_url: String(flow.tokenUrl ?? ""),
        client_id: IMPORTED_OAUTH_CLIENT_ID,
        scopes: Object.keys(flow.scopes ?? {}),
      },
    };
  }
  return `security scheme type ${type || "(none)"} is not supported`;
}

/**
 * Auth methods for a document's security schemes (`components.securitySchemes`, or Swagger 2.0's
 * `securityDefinitions`): `apiKey` in a header or the query → `api_key` on that name, `http bearer` →
 * `bearer_token`, `http basic` (Swagger 2.0 `basic`) → `basic`, OAuth 2.0 authorization code → `oauth2` with its URLs and scopes and a placeholder
 * client id the author replaces (a warning says so). Anything else, and a second scheme of a type
 * already taken (a plugin has each type once), is left out with a warning. The first method is the default.
 */
export function securitySchemesToAuthMethods(openApi: OpenApiDocument): { authMethods: AuthMethodInput[]; warnings: ImportWarning[] } {
  const { document } = openApi;
  const schemes: Record<string, Scheme> = (openApi.version === "2.0" ? document.securityDefinitions : document.components?.securitySchemes) ?? {};
  const authMethods: AuthMethodInput[] = [];
  const warnings: ImportWarning[] = [];
  for (const [name, reference] of Object.entries(schemes)) {
    let scheme: Scheme;
    try {
      scheme = (openApi.resolve(reference) ?? {}) as Scheme;
    } catch (error) {
      warnings.push({ reason: `security scheme ${name} skipped: ${(error as Error).message}` });
      continue;
    }
    const method = toAuthMethod(name, scheme);
    if (typeof method === "string") {
      warnings.push({ reason: `security scheme ${name} skipped: ${method}` });
      continue;
    }
    const parsed = AuthMethodInputSchema.safeParse(method);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      warnings.push({ reason: `security scheme ${name} skipped: ${issue.path.join(".")} ${issue.message}` });
      continue;
    }
    if (authMethods.some((existing) => existing.type === method.type)) {
      warnings.push({ reason: `security scheme ${name} skipped: the plugin already has a ${method.type} method (one per type)` });
      continue;
    }
    if (method.type === "oauth2") {
      warnings.push({ reason: `security scheme ${name}: set the oauth2 method's client_id (and client_secret) before submitting for review` });
    }
    authMethods.push({ ...method, isDefault: authMethods.length === 0 });
  }
  return { authMethods, warnings };
}
