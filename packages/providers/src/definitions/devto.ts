import type { ProviderDefinitionInput } from "@plugboard/core";
import { devtoTools } from "../tools/devto.js";

const FOREM_OPENAPI = "https://raw.githubusercontent.com/forem/forem/main/swagger/v1/api_v1.json";

/**
 * The DEV Community's API (Forem), authenticated with a DEV API key in the `api-key` header (the
 * `api-key` scheme of Forem's own OpenAPI description; keys are created at dev.to/settings/extensions).
 * The document's operation paths carry the `/api` prefix, so the base URL is the site itself.
 * Tools from the same document.
 */
export const devto: ProviderDefinitionInput = {
  id: "devto",
  name: "DEV Community",
  description: "Write and publish DEV articles (create, update, unpublish), list the user's articles, followers and reading list, and read published articles, comments and tags.",
  categories: ["social-media", "developer-tools"],
  docsUrl: FOREM_OPENAPI,
  kind: "http",
  baseUrl: "https://dev.to",
  authModes: [
    {
      type: "api_key",
      label: "DEV API key",
      description: "Generate a key under DEV API Keys at https://dev.to/settings/extensions; it is sent in the api-key header.",
      in: "header",
      name: "api-key",
    },
  ],
  tools: devtoTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [FOREM_OPENAPI]: ["server https://dev.to/api with paths under /api", "api-key header", "tools (operationIds)"] },
  sources: [FOREM_OPENAPI],
};
