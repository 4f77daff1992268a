/**
 * True for a URL usable as a client ID metadata document's `client_id`: `https` with a path other
 * than `/` (draft-ietf-oauth-client-id-metadata-document, section 3; the MCP SDK checks the same).
 */
export function isClientMetadataUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.pathname !== "/" && url.pathname !== "" && url.hash === "";
  } catch {
    return false;
  }
}
