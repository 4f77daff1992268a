import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleBooksScopes, googleBooksTools } from "../tools/google-books.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/** Google Books API v1 (`https://books.googleapis.com`): volume search and the user's library. Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleBooks: ProviderDefinitionInput = {
  id: "google-books",
  name: "Google Books",
  description: "Search Google Books and read a book's details, and manage the user's bookshelves: list them and their books, add, remove, move and clear books, and read reading positions.",
  categories: ["media", "productivity"],
  docsUrl: "https://developers.google.com/books/docs/v1/using",
  kind: "http",
  baseUrl: "https://books.googleapis.com",
  authModes: [googleOAuthMode({ api: "Books API", scopes: googleBooksScopes, defaultScopes: ["https://www.googleapis.com/auth/books"] })],
  tools: googleBooksTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://books.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://books.googleapis.com/$discovery/rest?version=v1"],
};
