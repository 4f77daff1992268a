import type { PlugboardContext } from "../../context.js";
import type { AttemptReach } from "./receiver-circuit-breaker.js";
import { signWebhook } from "./sign-webhook.js";

/** How one attempt ended: delivered (2xx) or not, when it was sent, how long it took, and the start of the receiver's answer. */
export type AttemptOutcome = ({ ok: true; status: number } | { ok: false; status: number | null; error: string; reach: AttemptReach }) & {
  attemptedAt: Date;
  durationMs: number;
  response: string | null;
};

/** What an attempt sends: the event's exact body and id, the endpoint's URL and encrypted secret. */
export interface AttemptToSend {
  eventId: string;
  body: string;
  url: string;
  encryptedSecret: string;
}

/** The first characters of a receiver's answer kept in the delivery's history. */
const RESPONSE_TEXT_LIMIT = 256;

/** The start of a receiver's answer as text (JSON as it was parsed), or null when it was empty. */
function responseText(data: unknown): string | null {
  if (data === undefined || data === null || data === "") return null;
  const text = typeof data === "string" ? data : JSON.stringify(data);
  return text.slice(0, RESPONSE_TEXT_LIMIT);
}

/**
 * Sends one webhook attempt: signs the body with the endpoint's secret (Standard Webhooks) and POSTs it
 * through `http` (the worker's guarded outbound client). Never throws: a timeout, a refused connection
 * or a failure before sending is an outcome with `reach: "unreachable"`, an answer that is not 2xx one
 * with `reach: "answered"`.
 */
export async function sendWebhookAttempt(
  deps: { http: ReturnType<PlugboardContext["outbound"]["http"]["client"]>; cipher: PlugboardContext["cipher"]; now: () => number },
  attempt: AttemptToSend,
): Promise<AttemptOutcome> {
  const attemptedAt = new Date(deps.now());
  const started = performance.now();
  const ended = () => ({ attemptedAt, durationMs: Math.round(performance.now() - started) });
  try {
    const secret = deps.cipher.decrypt(attempt.encryptedSecret);
    const signed = signWebhook({ secret, id: attempt.eventId, timestamp: new Date(deps.now()), body: attempt.body });
    const response = await deps.http.send({
      method: "POST",
      url: new URL(attempt.url),
      headers: { "content-type": "application/json", "user-agent": "Plugboard-Webhooks/1", ...signed },
      body: attempt.body,
    });
    if ("kind" in response) {
      const reach: AttemptReach = response.kind === "timeout" || response.kind === "network" ? "unreachable" : "answered";
      return { ok: false, status: null, error: response.message.replace("external API", "webhook receiver"), reach, ...ended(), response: null };
    }
    const answer = { ...ended(), response: responseText(response.data) };
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, ...answer };
    return { ok: false, status: response.status, error: `The receiver answered with status ${response.status}`, reach: "answered", ...answer };
  } catch (error) {
    return { ok: false, status: null, error: `The delivery could not be sent (${error instanceof Error ? error.name : "unknown"})`, reach: "unreachable", ...ended(), response: null };
  }
}
