import type { ProviderDefinitionInput } from "@plugboard/core";
import { openaiTools } from "../tools/openai.js";

/** The OpenAI API with an API key as a Bearer token (the `ApiKeyAuth` scheme of OpenAI's OpenAPI document). */
export const openai: ProviderDefinitionInput = {
  id: "openai",
  name: "OpenAI",
  description: "OpenAI models: generate responses and chat completions, embeddings, moderation and images; list models, files, vector stores (and search them) and batches.",
  categories: ["ai"],
  docsUrl: "https://platform.openai.com/docs/api-reference",
  kind: "http",
  baseUrl: "https://api.openai.com/v1",
  authModes: [
    {
      type: "bearer",
      label: "OpenAI API key",
      description: "A project API key (preferred: access to one project) from the OpenAI platform's API keys page, sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: openaiTools,
  verifiedAt: "2026-11-27",
  sources: ["https://github.com/openai/openai-openapi", "https://platform.openai.com/docs/api-reference/authentication"],
};
