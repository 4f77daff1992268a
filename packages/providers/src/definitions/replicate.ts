import type { ProviderDefinitionInput } from "@plugboard/core";
import { REPLICATE_API_MD, replicateTools } from "../tools/replicate.js";

const SDK_CLIENT = "https://github.com/replicate/replicate-python-beta/blob/main/src/replicate/_client.py";

/**
 * Replicate's HTTP API (`https://api.replicate.com/v1`, the default base URL of Replicate's own client),
 * with an API token sent as `Authorization: Bearer <token>`.
 */
export const replicate: ProviderDefinitionInput = {
  id: "replicate",
  name: "Replicate",
  description: "Run and monitor machine-learning models on Replicate: search models, read a model's inputs, create, read, list and cancel predictions.",
  categories: ["ai"],
  docsUrl: "https://replicate.com/docs/reference/http",
  kind: "http",
  baseUrl: "https://api.replicate.com/v1",
  authModes: [
    {
      type: "bearer",
      label: "Replicate API token",
      description: "An API token from replicate.com/account/api-tokens, sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: replicateTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SDK_CLIENT]: ["baseUrl https://api.replicate.com/v1", "Authorization: Bearer <API token>"],
    [REPLICATE_API_MD]: ["every tool's method and path"],
  },
  sources: [SDK_CLIENT, REPLICATE_API_MD, "https://replicate.com/docs/reference/http"],
};
