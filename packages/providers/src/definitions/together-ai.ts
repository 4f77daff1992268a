import type { ProviderDefinitionInput } from "@plugboard/core";
import { TOGETHER_OPENAPI, togetherAiTools } from "../tools/together-ai.js";

const CHAT_REFERENCE = "https://docs.together.ai/reference/chat-completions-1";

/**
 * Together AI's API (`https://api.together.ai/v1`, the server of Together's own OpenAPI document), with
 * an API key as a bearer token (the document's `bearerAuth` scheme: HTTP bearer). Tools hand-written,
 * each citing its operation in that document (read at commit 090263aa of togethercomputer/openapi).
 */
export const togetherAi: ProviderDefinitionInput = {
  id: "together-ai",
  name: "Together AI",
  description: "Open models on Together AI: chat and text completions, embeddings, reranking, image and speech generation; list models, voices, files, fine-tuning jobs, batches and endpoints.",
  categories: ["ai"],
  docsUrl: "https://docs.together.ai/reference/chat-completions-1",
  kind: "http",
  baseUrl: "https://api.together.ai/v1",
  authModes: [
    {
      type: "bearer",
      label: "Together API key",
      description: "An API key from Together's settings (api.together.ai/settings/api-keys), sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: togetherAiTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [TOGETHER_OPENAPI]: ["baseUrl (servers: https://api.together.ai/v1)", "API key as HTTP bearer (securitySchemes.bearerAuth)", "every tool's method, path and required fields"],
    [CHAT_REFERENCE]: ["Authorization: Bearer <token>", "POST /chat/completions"],
  },
  sources: [TOGETHER_OPENAPI, CHAT_REFERENCE],
};
