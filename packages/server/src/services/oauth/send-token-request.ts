import {
  parseTokenResponse,
  type ParseTokenOptions,
  type TokenRequest,
  type TokenResponse,
} from "@plugboard/core/server";

/** Default time allowed for a token endpoint to answer. */
export const TOKEN_REQUEST_TIMEOUT_MS = 15_000;

/**
 * Sends a token request built by core's `buildTokenRequest` with the injected `fetch` and reads the
 * answer with `parseTokenResponse`. Transport failures, timeouts and non-JSON answers become a
 * {@link TokenResponse} error (`token_request_failed`, `invalid_token_response`) instead of throwing, so
 * callers handle every outcome in one place; `options.parse` says where the token is and which
 * members are kept as metadata (see `parseTokenResponse`). Never logs; the request and the response hold secrets.
 *
 * @example
 * const result = await sendTokenRequest(context.fetch, request, { now: Date.now });
 * if (!result.ok) return fail(result.error);
 */
export async function sendTokenRequest(
  fetchImpl: typeof fetch,
  request: TokenRequest,
  options: { now: () => number; timeoutMs?: number; parse?: ParseTokenOptions },
): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      redirect: "error",
      signal: AbortSignal.timeout(options.timeoutMs ?? TOKEN_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      ok: false,
      error: "token_request_failed",
      errorDescription: timedOut ? "the token endpoint did not answer in time" : `could not reach the token endpoint at ${new URL(request.url).host}`,
    };
  }
  const text = await response.text().catch(() => "");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Some providers (GitHub without Accept) answer form-encoded.
    json = text.includes("=") && !text.trimStart().startsWith("<") ? Object.fromEntries(new URLSearchParams(text)) : undefined;
  }
  const parsed = parseTokenResponse(json, options.now(), options.parse);
  if (parsed.ok && !response.ok) {
    return { ok: false, error: "invalid_token_response", errorDescription: `the token endpoint answered with status ${response.status}` };
  }
  if (!parsed.ok && parsed.error === "invalid_token_response" && !response.ok) {
    return { ok: false, error: "token_request_failed", errorDescription: `the token endpoint answered with status ${response.status}` };
  }
  return parsed;
}
