import type { OAuth2Config } from "@plugboard/core";
import { compileUrlTemplate, readJsonPath, UrlTemplateError } from "@plugboard/core/server";
import { TOKEN_REQUEST_TIMEOUT_MS } from "./send-token-request.js";

/** Result of {@link fetchConnectMetadata}: the named metadata, or why it could not be read (no secret in it). */
export type ConnectMetadataResult = { ok: true; metadata: Record<string, string> } | { ok: false; error: string };

// Longest metadata value kept (an id, a site URL): longer ones are refused, as token-response metadata.
const MAX_VALUE = 2048;

/**
 * The connection metadata an oauth2 method's `connect_metadata` asks for, right after the code
 * exchange: one GET of its `url` (the connection's `{{config.x}}` filled in) with the new access token
 * in the header API calls carry it in (`Authorization: Bearer …`, or `header_name: header_prefix …`),
 * through the injected `fetch` (the guarded one: private networks refused, redirects refused, bounded
 * body), and each of its `fields` (name → dotted path) read from the JSON answer. Every field must be
 * found (a string, number or boolean): a missing one is an error, so a connection never lacks what its
 * base URL needs. Never throws for an expected failure; never logs (the request holds a token).
 *
 * @example
 * const found = await fetchConnectMetadata(context.fetch, client.config, tokens.accessToken, pending.connectionConfig);
 * if (!found.ok) return fail(found.error);
 */
export async function fetchConnectMetadata(
  fetchImpl: typeof fetch,
  config: Pick<OAuth2Config, "connect_metadata" | "header_name" | "header_prefix">,
  accessToken: string,
  connectionConfig: Readonly<Record<string, string>> | null,
  timeoutMs: number = TOKEN_REQUEST_TIMEOUT_MS,
): Promise<ConnectMetadataResult> {
  const spec = config.connect_metadata;
  if (!spec) return { ok: true, metadata: {} };
  let url: string;
  try {
    url = compileUrlTemplate(spec.url).expand({ config: connectionConfig ?? null });
  } catch (error) {
    if (UrlTemplateError.isInstance(error)) return { ok: false, error: `the connect metadata URL cannot be built: ${error.message}` };
    throw error;
  }
  const headerName = config.header_name ?? "Authorization";
  const prefix = config.header_prefix ?? (config.header_name === undefined ? "Bearer" : undefined);
  const host = new URL(url).host;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "GET",
      headers: { [headerName]: prefix ? `${prefix} ${accessToken}` : accessToken, Accept: "application/json" },
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, error: `could not read the connection's metadata from ${host}` };
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) return { ok: false, error: `${host} answered the connect metadata request with status ${response.status}` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: `${host} did not answer the connect metadata request with JSON` };
  }
  const metadata: Record<string, string> = {};
  for (const [name, path] of Object.entries(spec.fields)) {
    const value = readJsonPath(json, path);
    const textValue = typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;
    if (textValue === undefined || textValue === "" || textValue.length > MAX_VALUE) {
      return { ok: false, error: `the answer of ${host} has no ${path} (kept as metadata ${name})` };
    }
    metadata[name] = textValue;
  }
  return { ok: true, metadata };
}
