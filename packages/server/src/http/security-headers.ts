import type { RequestHandler } from "express";

/** The six security headers every response carries, with their exact values. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; connect-src 'self' https:; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
});

const entries = Object.entries(SECURITY_HEADERS);

/** Sets the security headers on every response, before anything else can answer. */
export function securityHeaders(): RequestHandler {
  return (_request, response, next) => {
    for (const [name, value] of entries) response.setHeader(name, value);
    next();
  };
}
