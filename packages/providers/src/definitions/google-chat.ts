import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleChatScopes, googleChatTools } from "../tools/google-chat.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

const DISCOVERY = "https://chat.googleapis.com/$discovery/rest?version=v1";
const REFERENCE = "https://developers.google.com/chat/api/reference/rest";

/**
 * Google Chat API v1 (`https://chat.googleapis.com`) with user authentication: the user's spaces,
 * messages (sent as the user: text only), members and reactions. A Chat app must be configured in the
 * Google Cloud project (Chat API → Configuration). Google's shared OAuth mode; scopes from Google's
 * discovery document; tools hand-written from the reference (space and message ids in the path).
 */
export const googleChat: ProviderDefinitionInput = {
  id: "google-chat",
  name: "Google Chat",
  description: "List the user's Google Chat spaces and direct messages, create spaces and add members, read, send, edit and delete messages, and react to them.",
  categories: ["communication"],
  docsUrl: "https://developers.google.com/chat/api/reference/rest",
  kind: "http",
  baseUrl: "https://chat.googleapis.com",
  authModes: [
    googleOAuthMode({
      api: "Google Chat API",
      scopes: googleChatScopes,
      defaultScopes: ["https://www.googleapis.com/auth/chat.spaces", "https://www.googleapis.com/auth/chat.messages", "https://www.googleapis.com/auth/chat.memberships"],
    }),
  ],
  tools: googleChatTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [DISCOVERY]: ["baseUrl", "scopes"],
    [REFERENCE]: ["tools: spaces list/get/create/findDirectMessage, spaces.messages list/get/create/patch/delete, spaces.members list/create, spaces.messages.reactions create", "user authentication sends text messages only"],
  },
  sources: [...GOOGLE_OAUTH_SOURCES, DISCOVERY, REFERENCE],
};
