import type { ProviderDefinitionInput } from "@plugboard/core";
import { COHERE_OPENAPI, cohereTools } from "../tools/cohere.js";

/**
 * Cohere's API (`https://api.cohere.com`, the production server of Cohere's own OpenAPI document), with
 * an API key as a bearer token (the document's `bearerAuth` scheme). Targets the v2 endpoints where v2
 * exists (chat, embed, rerank: Cohere's current API), v1 for the rest.
 */
export const cohere: ProviderDefinitionInput = {
  id: "cohere",
  name: "Cohere",
  description: "Cohere models: grounded chat, embeddings, reranking, classification and tokenization; list models.",
  categories: ["ai"],
  docsUrl: "https://docs.cohere.com/reference/about",
  kind: "http",
  baseUrl: "https://api.cohere.com",
  authModes: [
    {
      type: "bearer",
      label: "Cohere API key",
      description: "An API key from Cohere's dashboard (dashboard.cohere.com → API keys), sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: cohereTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [COHERE_OPENAPI]: ["baseUrl (servers: production)", "API key as HTTP bearer (securitySchemes.bearerAuth)", "every tool's method, path and required fields"] },
  sources: [COHERE_OPENAPI, "https://docs.cohere.com/reference/about"],
};
