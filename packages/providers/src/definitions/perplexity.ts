import type { ProviderDefinitionInput } from "@plugboard/core";
import { PERPLEXITY_SDK_API, PERPLEXITY_SDK_TYPES, perplexityTools } from "../tools/perplexity.js";

const SDK_CLIENT = "https://github.com/perplexityai/perplexity-node/blob/main/src/client.ts";
const SDK_README = "https://github.com/perplexityai/perplexity-node/blob/main/README.md";

/**
 * Perplexity's API (`https://api.perplexity.ai`, the default base URL of Perplexity's own TypeScript
 * SDK), with an API key as a bearer token (the SDK sends `Authorization: Bearer <key>`). Tools
 * hand-written from that SDK's API listing and generated types (read at commit 1110dc1a of
 * perplexityai/perplexity-node).
 */
export const perplexity: ProviderDefinitionInput = {
  id: "perplexity",
  name: "Perplexity",
  description: "Perplexity: web-grounded answers from Sonar models (with sources), raw web search results, async deep research, agentic responses and embeddings.",
  categories: ["ai"],
  docsUrl: "https://docs.perplexity.ai/",
  kind: "http",
  baseUrl: "https://api.perplexity.ai",
  authModes: [
    {
      type: "bearer",
      label: "Perplexity API key",
      description: "An API key from Perplexity's API settings, sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: perplexityTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SDK_CLIENT]: ["baseUrl https://api.perplexity.ai (default baseURL)", "Authorization: Bearer <API key>"],
    [PERPLEXITY_SDK_API]: ["every tool's method and path"],
    [PERPLEXITY_SDK_TYPES]: ["request fields and required ones (model, messages; query; input; request)"],
    [SDK_README]: ["docsUrl https://docs.perplexity.ai/"],
  },
  sources: [SDK_CLIENT, PERPLEXITY_SDK_API, PERPLEXITY_SDK_TYPES, SDK_README],
};
