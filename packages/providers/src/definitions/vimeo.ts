import type { ProviderDefinitionInput } from "@plugboard/core";
import { vimeoTools } from "../tools/vimeo.js";

/**
 * Vimeo's API (`https://api.vimeo.com`), authenticated with an access token as a bearer token (the
 * `bearer` scheme of Vimeo's own OpenAPI description). Vimeo also offers OAuth 2.0 apps; their token
 * request's client authentication was not confirmed on a Vimeo page here, so only the token mode is
 * listed. Tools from the same document.
 */
export const vimeo: ProviderDefinitionInput = {
  id: "vimeo",
  name: "Vimeo",
  description: "List, read, edit and delete the user's Vimeo videos, search public videos, read and post comments, and list captions, folders and showcases.",
  categories: ["media"],
  docsUrl: "https://raw.githubusercontent.com/vimeo/openapi/master/api.yaml",
  kind: "http",
  baseUrl: "https://api.vimeo.com",
  authModes: [
    {
      type: "bearer",
      label: "Access token",
      description: "Generate an access token for your app at developer.vimeo.com (with the scopes the agent needs: public, private, edit, delete…); it is sent as Authorization: Bearer <token>.",
    },
  ],
  tools: vimeoTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://raw.githubusercontent.com/vimeo/openapi/master/api.yaml": ["baseUrl", "bearer token (bearer scheme)", "tools (operationIds)"] },
  sources: ["https://raw.githubusercontent.com/vimeo/openapi/master/api.yaml"],
};
