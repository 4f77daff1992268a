import { REDIRECT_URL_ALIASES } from "@plugboard/core";
import { validateReturnUrl } from "@plugboard/core/server";
import { invalidInput } from "../../errors/invalid-input.js";

/** The request headers a return URL may come from, by lower-case name (`undefined` when absent). */
export interface ReturnUrlHeaders {
  "x-svc-redirect-url"?: string | undefined;
  "x-return-url"?: string | undefined;
  referer?: string | undefined;
  origin?: string | undefined;
}

/** Header fallbacks of the return URL, first present wins (docs/connecting-users.md §4). */
const HEADER_ORDER = ["x-svc-redirect-url", "x-return-url", "referer", "origin"] as const;

const HEADER_NAMES: Record<(typeof HEADER_ORDER)[number], string> = {
  "x-svc-redirect-url": "X-SVC-Redirect-URL",
  "x-return-url": "X-Return-URL",
  referer: "Referer",
  origin: "Origin",
};

const present = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * Picks and validates the final return URL of an SDK-started connection flow (docs/connecting-users.md
 * §1 and §4, relaxed mode):
 *
 * 1. the first non-empty body member of `redirectUrl`, `returnUrl`, `return_url`, `callbackUrl`, `callback_url`;
 * 2. else the headers `X-SVC-Redirect-URL`, `X-Return-URL`, `Referer`, `Origin`, in that order.
 *
 * The URL must be http(s) (https only in production; http only to loopback in development). When it
 * names this service's own origin and the request came from another app (`Referer`, else `Origin`),
 * the requester's URL is used instead.
 *
 * @throws {ServiceError} 400 `invalid_input` naming `redirectUrl` when no URL is found or it is refused
 *
 * @example
 * const redirectUrl = resolveReturnUrl({ baseUrl, production }, body, { referer: request.get("referer") });
 */
export function resolveReturnUrl(
  settings: { baseUrl: string; production: boolean },
  body: Readonly<Record<string, unknown>>,
  headers: ReturnUrlHeaders,
): string {
  let candidate: string | undefined;
  let source = "redirectUrl";
  for (const alias of REDIRECT_URL_ALIASES) {
    if (present(body[alias])) {
      candidate = body[alias];
      source = alias === "redirectUrl" ? "redirectUrl" : `redirectUrl (given as ${alias})`;
      break;
    }
  }
  if (candidate === undefined) {
    for (const name of HEADER_ORDER) {
      if (present(headers[name])) {
        candidate = headers[name];
        source = `redirectUrl (taken from the ${HEADER_NAMES[name]} header)`;
        break;
      }
    }
  }
  if (candidate === undefined) {
    throw invalidInput({
      redirectUrl: [
        `redirectUrl is required: give redirectUrl (or ${REDIRECT_URL_ALIASES.slice(1).join(", ")}) in the body, or send an X-SVC-Redirect-URL header`,
      ],
    });
  }
  const requesterUrl = present(headers.referer) ? headers.referer : present(headers.origin) ? headers.origin : null;
  const result = validateReturnUrl(candidate.trim(), {
    mode: "relaxed",
    baseUrl: settings.baseUrl,
    production: settings.production,
    requesterUrl,
  });
  if (!result.ok) throw invalidInput({ redirectUrl: [`${source} is not allowed: ${result.reason}`] });
  return result.url;
}
