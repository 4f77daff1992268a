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
