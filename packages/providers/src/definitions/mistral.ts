import type { ProviderDefinitionInput } from "@plugboard/core";
import { MISTRAL_OPENAPI, mistralTools } from "../tools/mistral.js";

/**
 * Mistral AI's API (`https://api.mistral.ai`, the production server of Mistral's own OpenAPI document),
 * authenticated with an API key sent as a bearer token (the document's `ApiKey` scheme: HTTP bearer).
 */
export const mistral: ProviderDefinitionInput = {
  id: "mistral",
  name: "Mistral AI",
  description: "Mistral models: chat and agent completions, code fill-in-the-middle, embeddings, moderation, document OCR; list models and batch jobs.",
  categories: ["ai"],
  docsUrl: "https://docs.mistral.ai/api/",
  kind: "http",
  baseUrl: "https://api.mistral.ai",
  authModes: [
    {
      type: "bearer",
      label: "Mistral API key",
      description: "An API key from Mistral's console (console.mistral.ai → API Keys), sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: mistralTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [MISTRAL_OPENAPI]: ["baseUrl (servers: production)", "API key as HTTP bearer (securitySchemes.ApiKey)", "every tool's method, path and required fields"] },
  sources: [MISTRAL_OPENAPI, "https://docs.mistral.ai/api/"],
};
