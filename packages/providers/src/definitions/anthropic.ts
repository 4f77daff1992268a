import type { ProviderDefinitionInput } from "@plugboard/core";
import { anthropicTools } from "../tools/anthropic.js";

/**
 * The Anthropic API (Claude): an API key in the `x-api-key` header, and the `anthropic-version`
 * header every request must carry (2023-06-01, the version Anthropic's SDKs send).
 */
export const anthropic: ProviderDefinitionInput = {
  id: "anthropic",
  name: "Anthropic",
  description: "Claude models through the Anthropic API: create messages, count tokens, run message batches and list models.",
  categories: ["ai"],
  docsUrl: "https://platform.claude.com/docs/en/api/overview",
  kind: "http",
  baseUrl: "https://api.anthropic.com",
  headers: { "anthropic-version": "2023-06-01" },
  authModes: [
    {
      type: "api_key",
      label: "Anthropic API key",
      description: "Create an API key in the Claude Console's account settings (keys can be segmented by workspace). It is sent in the x-api-key header.",
      in: "header",
      name: "x-api-key",
    },
  ],
  tools: anthropicTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://docs.anthropic.com/en/api/getting-started",
    "https://platform.claude.com/docs/en/api/versioning",
    "https://platform.claude.com/docs/en/api/resources/models",
    "https://github.com/anthropics/anthropic-sdk-typescript/blob/main/api.md",
  ],
};
