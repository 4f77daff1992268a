import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleYoutubeTools, googleYoutubeScopes } from "../tools/google-youtube.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/** YouTube (`https://youtube.googleapis.com`): Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleYoutube: ProviderDefinitionInput = {
  id: "google-youtube",
  name: "YouTube",
  description: "Search YouTube, read videos, channels, playlists and comments, manage the user's playlists, post and reply to comments, and rate videos.",
  categories: ["media", "social-media"],
  docsUrl: "https://developers.google.com/youtube/",
  kind: "http",
  baseUrl: "https://youtube.googleapis.com",
  authModes: [googleOAuthMode({ api: "YouTube Data API v3", scopes: googleYoutubeScopes, defaultScopes: ["https://www.googleapis.com/auth/youtube"] })],
  tools: googleYoutubeTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://youtube.googleapis.com/$discovery/rest?version=v3": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://youtube.googleapis.com/$discovery/rest?version=v3"],
};
