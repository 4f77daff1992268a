import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";
import { googleSlidesScopes, googleSlidesTools } from "../tools/google-slides.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

const SLIDES_REFERENCE = "https://developers.google.com/slides/api/reference/rest/v1/presentations";

// The published schemas of presentations.create and presentations.batchUpdate inline the whole
// Presentation and Request resources (past the generator's limits): hand-written from their reference pages.
const createPresentation = referenceTool({
  slug: "CREATE_PRESENTATION",
  name: "Create a presentation",
  description: "Creates a blank presentation with the given title and answers it, with its presentationId. Add slides afterwards with UPDATE_PRESENTATION.",
  method: "POST",
  path: "/v1/presentations",
  url: `${SLIDES_REFERENCE}/create`,
  params: { title: { type: "string", description: "The presentation's title.", requiredParam: true } },
});

const updatePresentation = referenceTool({
  slug: "UPDATE_PRESENTATION",
  name: "Edit a presentation",
  description:
    "Applies a list of update requests to a presentation atomically (all or none), e.g. [{\"createSlide\": {\"slideLayoutReference\": {\"predefinedLayout\": \"TITLE_AND_BODY\"}}}], [{\"replaceAllText\": {\"containsText\": {\"text\": \"{{title}}\"}, \"replaceText\": \"Q3 review\"}}], insertText, createShape, createImage, createTable, deleteObject, updateTextStyle. Object ids come from GET_PRESENTATION.",
  method: "POST",
  path: "/v1/presentations/{presentationId}:batchUpdate",
  url: `${SLIDES_REFERENCE}/batchUpdate`,
  params: {
    presentationId: { type: "string", description: "The presentation's id (from its URL)." },
    requests: { type: "array", items: { type: "object" }, description: "The update requests, each an object with one request kind as its key.", requiredParam: true },
    writeControl: { type: "object", description: "Optional: { requiredRevisionId } to fail if the presentation changed since it was read." },
  },
});

/**
 * Google Slides (API v1, `https://slides.googleapis.com`): read, create and edit presentations. Google's
 * shared OAuth mode; scopes and the read tools from Google's discovery document.
 */
export const googleSlides: ProviderDefinitionInput = {
  id: "google-slides",
  name: "Google Slides",
  description: "Read presentations and slides, render slide thumbnails, create presentations and edit them: add slides, shapes, images and tables, replace text.",
  categories: ["productivity"],
  docsUrl: "https://developers.google.com/slides/",
  kind: "http",
  baseUrl: "https://slides.googleapis.com",
  authModes: [googleOAuthMode({ api: "Google Slides API", scopes: googleSlidesScopes, defaultScopes: ["https://www.googleapis.com/auth/presentations"] })],
  tools: [...googleSlidesTools, createPresentation, updatePresentation],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://slides.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools GET_PRESENTATION, GET_SLIDE, GET_SLIDE_THUMBNAIL"],
    "https://developers.google.com/slides/api/reference/rest/v1/presentations": ["presentations.create and batchUpdate"],
  },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://slides.googleapis.com/$discovery/rest?version=v1", "https://developers.google.com/slides/api/reference/rest/v1/presentations"],
};
