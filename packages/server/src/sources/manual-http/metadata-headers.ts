import type { AuthMethodConfig } from "@plugboard/core";
import { ServiceError } from "../../errors/service-error.js";

/**
 * The headers an OAuth method's `metadata_headers` add to an API call, each the value of the
 * connection's metadata it names (Xero's `Xero-tenant-id`: the organisation chosen from its
 * connections endpoint right after the code exchange). Empty for any other method.
 *
 * @throws {ServiceError} 409 `conflict` naming the header when the connection keeps no such metadata
 *   (a connection made before the method asked for it): reconnecting fills it
 * @example
 * metadataHeaders(method, { tenantId: "fe79…" }) // { "Xero-tenant-id": "fe79…" }
 */
export function metadataHeaders(method: AuthMethodConfig | null, metadata: Readonly<Record<string, string>> | null): Record<string, string> {
  if (method?.type !== "oauth2" || method.config.metadata_headers === undefined) return {};
  const headers: Record<string, string> = {};
  for (const [header, key] of Object.entries(method.config.metadata_headers)) {
    const value = metadata?.[key];
    if (typeof value !== "string" || value === "") {
      throw new ServiceError("conflict", `The connection has no ${key} for the ${header} header its API calls carry: reconnect it`);
    }
    headers[header] = value;
  }
  return headers;
}

/** The header names an auth method's `metadata_headers` set (lowercase): a proxy caller may not set them. */
export function metadataHeaderNames(method: AuthMethodConfig): string[] {
  return method.type === "oauth2" ? Object.keys(method.config.metadata_headers ?? {}).map((name) => name.toLowerCase()) : [];
}
