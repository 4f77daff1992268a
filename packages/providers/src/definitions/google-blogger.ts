import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleBloggerScopes, googleBloggerTools } from "../tools/google-blogger.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/** Blogger API v3 (`https://blogger.googleapis.com`): blogs, posts, pages and comments. Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleBlogger: ProviderDefinitionInput = {
  id: "google-blogger",
  name: "Blogger",
  description: "List a user's Blogger blogs, list, search, write, publish, revert and delete posts, list pages, and moderate comments (approve, mark as spam).",
  categories: ["marketing", "documentation"],
  docsUrl: "https://developers.google.com/blogger/docs/3.0/getting_started",
  kind: "http",
  baseUrl: "https://blogger.googleapis.com",
  authModes: [googleOAuthMode({ api: "Blogger API v3", scopes: googleBloggerScopes, defaultScopes: ["https://www.googleapis.com/auth/blogger"] })],
  tools: googleBloggerTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://blogger.googleapis.com/$discovery/rest?version=v3": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://blogger.googleapis.com/$discovery/rest?version=v3"],
};
