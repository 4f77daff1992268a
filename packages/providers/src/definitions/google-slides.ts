import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleCreateAndEditTools } from "../tools/google-create-and-edit.js";
import { googleSlidesScopes, googleSlidesTools } from "../tools/google-slides.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

// The published schemas of presentations.create and presentations.batchUpdate inline the whole
// Presentation and Request resources (past the generator's limits): hand-written from their reference pages.
const createAndEdit = googleCreateAndEditTools({
  noun: "presentation",
  collection: "/v1/presentations",
  idParam: "presentationId",
  reference: "https://developers.google.com/slides/api/reference/rest/v1/presentations",
  create: { slug: "CREATE_PRESENTATION", name: "Create a presentation", description: "Creates a blank presentation with the given title and answers it, with its presentationId. Add slides afterwards with UPDATE_PRESENTATION." },
  edit: {
    slug: "UPDATE_PRESENTATION",
    name: "Edit a presentation",
    description:
      "Applies a list of update requests to a presentation atomically (all or none), e.g. [{\"createSlide\": {\"slideLayoutReference\": {\"predefinedLayout\": \"TITLE_AND_BODY\"}}}], [{\"replaceAllText\": {\"containsText\": {\"text\": \"{{title}}\"}, \"replaceText\": \"Q3 review\"}}], insertText, createShape, createImage, createTable, deleteObject, updateTextStyle. Object ids come from GET_PRESENTATION.",
  },
  writeControl: "Optional: { requiredRevisionId } to fail if the presentation changed since it was read.",
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
  tools: [...googleSlidesTools, ...createAndEdit],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://slides.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools GET_PRESENTATION, GET_SLIDE, GET_SLIDE_THUMBNAIL"],
    "https://developers.google.com/slides/api/reference/rest/v1/presentations": ["presentations.create and batchUpdate"],
  },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://slides.googleapis.com/$discovery/rest?version=v1", "https://developers.google.com/slides/api/reference/rest/v1/presentations"],
};
