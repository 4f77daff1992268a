import type { ProviderDefinitionInput } from "@plugboard/core";
import { FIREWORKS_SDK_API, fireworksAiTools } from "../tools/fireworks-ai.js";

const SDK_CLIENT = "https://github.com/fw-ai-external/python-sdk/blob/main/src/fireworks/_client.py";

/**
 * Fireworks AI's API (`https://api.fireworks.ai`, the default base URL of Fireworks' own Python SDK):
 * inference under `/inference/v1/…` (the SDK's chat, completions and messages resources post there) and
 * account management under `/v1/accounts/{account_id}/…`, with an API key as a bearer token (the SDK
 * sends `Authorization: Bearer <key>`). Tools hand-written from that SDK (read at commit 8399c127 of
 * fw-ai-external/python-sdk); operations whose paths hold a `:verb` suffix are left to the proxy.
 */
export const fireworksAi: ProviderDefinitionInput = {
  id: "fireworks-ai",
  name: "Fireworks AI",
  description: "Fireworks AI: run open models (chat, text and Anthropic-style messages), and read accounts, models, deployments, datasets, batch inference and fine-tuning jobs.",
  categories: ["ai"],
  docsUrl: "https://docs.fireworks.ai/api-reference/introduction",
  kind: "http",
  baseUrl: "https://api.fireworks.ai",
  authModes: [
    {
      type: "bearer",
      label: "Fireworks API key",
      description: "An API key of your Fireworks account, sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: fireworksAiTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SDK_CLIENT]: ["baseUrl https://api.fireworks.ai (default base_url)", "Authorization: Bearer <API key>", "account_id names the account in management paths"],
    [FIREWORKS_SDK_API]: ["every management tool's method and path", "inference at https://api.fireworks.ai/inference/v1/chat/completions, /completions, /messages (the resources' default URLs)"],
    "https://github.com/fw-ai-external/python-sdk/blob/main/README.md": ["docsUrl https://docs.fireworks.ai/api-reference/introduction"],
  },
  sources: [SDK_CLIENT, FIREWORKS_SDK_API, "https://github.com/fw-ai-external/python-sdk/blob/main/README.md"],
};
