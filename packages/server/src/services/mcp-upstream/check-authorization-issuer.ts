import type { AuthorizationServerMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";

/**
 * RFC 9207 (OAuth 2.0 Authorization Server Issuer Identification), section 2.4: the reason to refuse
 * an authorization response, or null to accept it. When the authorization server's metadata says
 * `authorization_response_iss_parameter_supported`, the response must carry `iss`; an `iss` that is
 * present must equal the `issuer` of the metadata the flow started with (a mix-up attack otherwise).
 *
 * @example
 * authorizationIssuerRefusal({ issuer: "https://as.example", authorization_response_iss_parameter_supported: true, … }, undefined);
 * // → "The authorization server's response has no iss parameter, which it promised (RFC 9207); start the connection again"
 */
export function authorizationIssuerRefusal(metadata: AuthorizationServerMetadata | undefined, iss: string | undefined): string | null {
  const promised = (metadata as { authorization_response_iss_parameter_supported?: unknown } | undefined)?.authorization_response_iss_parameter_supported === true;
  if (iss === undefined) {
    return promised ? "The authorization server's response has no iss parameter, which its metadata promises (RFC 9207); start the connection again" : null;
  }
  if (!metadata?.issuer) return promised ? "The authorization server's metadata names no issuer to check the response's iss against; start the connection again" : null;
  return iss === metadata.issuer
    ? null
    : "The authorization response came from another issuer than the one the flow started with (RFC 9207 iss mismatch); start the connection again";
}

/**
 * Compares two issuer identifiers as URLs (so the spelling of scheme, host case or default port does not
 * matter) tolerating one trailing `/` of a path-less URL (`new URL(...)` adds it, documents often do not);
 * anything else must be identical. Not URLs: compared as written.
 */
function sameIssuer(a: string, b: string): boolean {
  let [x, y] = [a, b];
  try {
    [x, y] = [new URL(a).href, new URL(b).href];
  } catch {
    // compared as written
  }
  return x === y || (x.endsWith("/") && x.slice(0, -1) === y) || (y.endsWith("/") && y.slice(0, -1) === x);
}

/**
 * RFC 8414 section 3.3 (and OpenID Connect Discovery 1.0 section 4.3): the `issuer` of authorization-server
 * metadata must be the issuer URL the document was fetched for; otherwise the document must not be
 * used — a server could claim another server's issuer, and the RFC 9207 `iss` check
 * ({@link authorizationIssuerRefusal}) would then trust a claim nobody validated. The reason to refuse
 * the metadata, or null to accept it.
 *
 * @example
 * metadataIssuerRefusal({ issuer: "https://as.other.example", … }, "https://as.example/");
 * // → `The authorization server metadata fetched for https://as.example/ claims the issuer "https://as.other.example"; …`
 */
export function metadataIssuerRefusal(metadata: AuthorizationServerMetadata, fetchedFor: string): string | null {
  if (typeof metadata.issuer === "string" && sameIssuer(metadata.issuer, fetchedFor)) return null;
  const claimed = typeof metadata.issuer === "string" ? `claims the issuer ${JSON.stringify(metadata.issuer.slice(0, 200))}` : "names no issuer";
  return `The authorization server metadata fetched for ${fetchedFor} ${claimed}; RFC 8414 section 3.3 requires it to be that same URL, so the metadata is not used. Fix the authorization server's metadata, or the MCP server's authorization_servers`;
}
