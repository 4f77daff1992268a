import type { TriggerRequest } from "@plugboard/core";
import { ServiceError } from "../../errors/service-error.js";
import type { ExecutionResult } from "../execution/execution-service.js";
import { fillJson, fillPath, type TemplateValues } from "./fill-template.js";

/** The execution pipeline's call for a trigger (`ExecutionService.providerCall`), injected so the outbound path can be swapped. */
export type ProviderCall = (
  developerId: string,
  input: { userId: string; plugin: string; connectionId: string; method: TriggerRequest["method"]; path: string; query?: Record<string, string>; headers?: Record<string, string>; body?: unknown },
) => Promise<ExecutionResult>;

/**
 * A filled body as `application/x-www-form-urlencoded`, the way Stripe reads nested parameters: an
 * array member as repeated `name[]`, an object member as `name[key]`; null and undefined are left out.
 *
 * @example
 * formEncode({ url: "https://x", enabled_events: ["charge.succeeded"] }) // "url=https%3A%2F%2Fx&enabled_events%5B%5D=charge.succeeded"
 */
export function formEncode(body: unknown): string {
  const form = new URLSearchParams();
  const add = (name: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) for (const item of value) add(`${name}[]`, item);
    else if (typeof value === "object") for (const [key, inner] of Object.entries(value)) add(`${name}[${key}]`, inner);
    else form.append(name, String(value));
  };
  if (body !== null && typeof body === "object" && !Array.isArray(body)) for (const [key, value] of Object.entries(body)) add(key, value);
  return form.toString();
}

/** Who a trigger request is made for. */
export interface ProviderCaller {
  developerId: string;
  userId: string;
  plugin: string;
  connectionId: string;
}

/**
 * Sends a trigger's request (webhook registration or removal, a poll) to the plugin's API with the
 * user's credentials through the one execution pipeline, its placeholders filled ({@link fillPath},
 * {@link fillJson}). Answers the upstream's JSON on success; a failed call is a 502 `upstream_failed`
 * naming the status (never the response body, which may echo secrets), or the pipeline's own 4xx.
 *
 * @example
 * const hook = await sendProviderRequest(call, caller, registration.create, { config, url, secret });
 */
export async function sendProviderRequest(call: ProviderCall, caller: ProviderCaller, request: TriggerRequest, values: TemplateValues): Promise<{ data: unknown; status: number }> {
  const body = request.body !== undefined ? fillJson(request.body, values) : undefined;
  const form = request.bodyEncoding === "form" && body !== undefined;
  const query = request.query ? Object.fromEntries(Object.entries(request.query).map(([name, value]) => [name, String(fillJson(value, values) ?? "")])) : undefined;
  const result = await call(caller.developerId, {
    userId: caller.userId,
    plugin: caller.plugin,
    connectionId: caller.connectionId,
    method: request.method,
    path: fillPath(request.path, values),
    ...(query ? { query } : {}),
    ...(form ? { headers: { "content-type": "application/x-www-form-urlencoded" }, body: formEncode(body) } : body !== undefined ? { body } : {}),
  });
  if (result.httpStatus === 202) throw new ServiceError("upstream_failed", "The provider call is held for approval");
  if (!result.body.success) {
    throw new ServiceError("upstream_failed", `The provider answered ${result.body.status || "nothing"} to ${request.method} ${request.path}`, { extra: { upstreamStatus: result.body.status } });
  }
  return { data: result.body.data, status: result.body.status };
}
