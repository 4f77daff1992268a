import type { ProviderDefinitionInput } from "@plugboard/core";
import { muxTools } from "../tools/mux.js";

/**
 * Mux's Video and Data APIs (`https://api.mux.com`), authenticated with an access token's id and
 * secret as the username and password of HTTP Basic (the `accessToken` scheme of Mux's own OpenAPI
 * description). Tools from the same document.
 */
export const mux: ProviderDefinitionInput = {
  id: "mux",
  name: "Mux",
  description: "Ingest videos from URLs or direct uploads, read and delete assets and playback ids, create and manage live streams, and read Mux Data views, errors and quality metrics.",
  categories: ["media"],
  docsUrl: "https://docs.mux.com/api-reference",
  kind: "http",
  baseUrl: "https://api.mux.com",
  authModes: [
    {
      type: "basic",
      label: "Access token",
      description: "Generate an access token in the Mux dashboard (Settings → Access Tokens) with the Video and Data permissions the agent needs.",
      usernameLabel: "Access token ID",
      passwordLabel: "Secret key",
    },
  ],
  tools: muxTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://docs.mux.com/api-spec.json": ["baseUrl", "Basic: token id and secret (accessToken scheme)", "tools (operationIds)"] },
  sources: ["https://docs.mux.com/api-spec.json", "https://docs.mux.com/api-reference"],
};
