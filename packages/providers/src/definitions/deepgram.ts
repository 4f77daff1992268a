import type { ProviderDefinitionInput } from "@plugboard/core";
import { deepgramTools } from "../tools/deepgram.js";

const SDK_ENV = "https://github.com/deepgram/deepgram-js-sdk/blob/main/src/environments.ts";
const SDK_AUTH = "https://github.com/deepgram/deepgram-js-sdk/blob/main/src/CustomClient.ts";

/**
 * Deepgram's API (`https://api.deepgram.com`, the production base of Deepgram's own JS SDK), with an API
 * key sent as `Authorization: Token <key>` (the SDK adds the `Token` scheme to API keys).
 */
export const deepgram: ProviderDefinitionInput = {
  id: "deepgram",
  name: "Deepgram",
  description: "Deepgram speech AI: transcribe audio from a URL, analyze text, and read projects, API keys, usage and models.",
  categories: ["ai", "media"],
  docsUrl: "https://developers.deepgram.com/reference",
  kind: "http",
  baseUrl: "https://api.deepgram.com",
  authModes: [
    {
      type: "api_key",
      label: "Deepgram API key",
      description: "An API key from the Deepgram console (a project's API Keys page), sent as Authorization: Token <key>.",
      in: "header",
      name: "Authorization",
      prefix: "Token",
    },
  ],
  tools: deepgramTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SDK_ENV]: ["baseUrl https://api.deepgram.com"],
    [SDK_AUTH]: ["Authorization: Token <API key>"],
    "https://github.com/deepgram/deepgram-js-sdk/blob/main/src/api/resources": ["every tool's method and path", "listen query options and the url body field"],
  },
  sources: [SDK_ENV, SDK_AUTH, "https://github.com/deepgram/deepgram-js-sdk/blob/main/src/api/resources"],
};
