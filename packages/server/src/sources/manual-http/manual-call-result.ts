import type { ServiceError } from "../../errors/service-error.js";
import type { OutboundFailure, OutboundResponse } from "../../outbound/outbound-http.js";
import type { SourceResult } from "../tool-source.js";

/** The statuses by which an API refuses the credentials a call sent. */
const REFUSED_CREDENTIALS = new Set([401, 403]);

/**
 * What a manual call (a tool or a proxy call) answers for what the upstream sent: a 2xx is a success,
 * anything else a failure result (502 envelope) with the upstream's status and body (and its `Retry-After`,
 * which poll triggers honour).
 *
 * When the call went out with old credentials because their refresh failed (`auth.refreshFailure`) and
 * the API refuses them (401/403), the refresh failure is the answer: thrown as it is, so a refused
 * grant is the 409 `reauthorization_required` with the user's connect link, and any other failure a
 * 502 naming the refresh failure. An API that accepts the old credentials answers as usual.
 *
 * @throws {ServiceError} `auth.refreshFailure` when the API refused the old credentials
 */
export function manualCallResult(response: OutboundResponse | OutboundFailure, auth: { refreshFailure: ServiceError | null }): SourceResult {
  if ("kind" in response) return { ok: false, status: 0, data: null, error: response.message };
  if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, data: response.data };
  if (auth.refreshFailure && REFUSED_CREDENTIALS.has(response.status)) throw auth.refreshFailure;
  return {
    ok: false,
    status: response.status,
    data: response.data,
    error: `The external API answered with status ${response.status}`,
    ...(response.retryAfter ? { retryAfter: response.retryAfter } : {}),
  };
}
