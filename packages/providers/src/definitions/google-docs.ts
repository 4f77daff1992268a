import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleCreateAndEditTools } from "../tools/google-create-and-edit.js";
import { googleDocsScopes, googleDocsTools } from "../tools/google-docs.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

// The published schemas of documents.create and documents.batchUpdate inline the whole Document and
// Request resources (past the generator's limits): hand-written from their reference pages.
const createAndEdit = googleCreateAndEditTools({
  noun: "document",
  collection: "/v1/documents",
  idParam: "documentId",
  reference: "https://developers.google.com/workspace/docs/api/reference/rest/v1/documents",
  create: { slug: "CREATE_DOCUMENT", name: "Create a blank document", description: "Creates a blank Google Docs document with the given title and answers it, with its documentId. Add content afterwards with UPDATE_DOCUMENT." },
  edit: {
    slug: "UPDATE_DOCUMENT",
    name: "Edit a document",
    description:
      "Applies a list of edit requests to a document atomically (all or none), e.g. [{\"insertText\": {\"location\": {\"index\": 1}, \"text\": \"Hello\\n\"}}], [{\"replaceAllText\": {\"containsText\": {\"text\": \"{{name}}\", \"matchCase\": true}, \"replaceText\": \"Ada\"}}], deleteContentRange, insertTable, insertInlineImage, updateTextStyle, updateParagraphStyle, createParagraphBullets. Indexes come from GET_DOCUMENT.",
  },
  writeControl: "Optional: { requiredRevisionId } or { targetRevisionId } to guard against concurrent edits.",
});

/**
 * Google Docs (API v1, `https://docs.googleapis.com`): read, create and edit documents. Google's shared
 * OAuth mode (see google-oauth-mode.ts); scopes and the read tool from Google's discovery document.
 */
export const googleDocs: ProviderDefinitionInput = {
  id: "google-docs",
  name: "Google Docs",
  description: "Read a Google Docs document's content and structure, create documents, and edit them: insert, replace or delete text, add tables and images, change styles.",
  categories: ["documentation", "productivity"],
  docsUrl: "https://developers.google.com/docs/",
  kind: "http",
  baseUrl: "https://docs.googleapis.com",
  authModes: [googleOAuthMode({ api: "Google Docs API", scopes: googleDocsScopes, defaultScopes: ["https://www.googleapis.com/auth/documents"] })],
  tools: [...googleDocsTools, ...createAndEdit],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://docs.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tool GET_DOCUMENT"],
    "https://developers.google.com/workspace/docs/api/concepts/request-response": ["documents.create, get and batchUpdate"],
  },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://docs.googleapis.com/$discovery/rest?version=v1", "https://developers.google.com/workspace/docs/api/concepts/request-response"],
};
