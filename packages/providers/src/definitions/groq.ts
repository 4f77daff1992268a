import type { ProviderDefinitionInput } from "@plugboard/core";
import { GROQ_API_MD, groqTools } from "../tools/groq.js";

const SDK_CLIENT = "https://github.com/groq/groq-typescript/blob/main/src/client.ts";

/**
 * Groq's API (`https://api.groq.com`, the default base URL of Groq's own SDK; the OpenAI-compatible
 * endpoints sit under `/openai/v1`), with an API key sent as `Authorization: Bearer <key>` (the SDK's
 * auth header).
 */
export const groq: ProviderDefinitionInput = {
  id: "groq",
  name: "Groq",
  description: "Fast inference of open models on Groq: chat completions and embeddings, list models, batches and files (OpenAI-compatible).",
  categories: ["ai"],
  docsUrl: "https://console.groq.com/docs/api-reference",
  kind: "http",
  baseUrl: "https://api.groq.com",
  authModes: [
    {
      type: "bearer",
      label: "Groq API key",
      description: "An API key from console.groq.com → API Keys, sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: groqTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SDK_CLIENT]: ["baseUrl https://api.groq.com", "Authorization: Bearer <API key>"],
    [GROQ_API_MD]: ["every tool's method and path"],
  },
  sources: [SDK_CLIENT, GROQ_API_MD, "https://console.groq.com/docs/api-reference"],
};
