import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

const SCOPES_PAGE = "https://www.typeform.com/developers/get-started/scopes/";
const RESPONSES_PAGE = "https://www.typeform.com/developers/responses/reference/retrieve-responses/";

const formId = { type: "string", description: "The form's id (in https://mysite.typeform.com/to/u6nXL7 it is u6nXL7)." };

/**
 * Typeform's Create and Responses APIs, hand-written from Typeform's reference: each path and method is
 * one Typeform's scopes page lists (with the scope it needs), or the Retrieve responses reference.
 */
export const typeformTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_ME", name: "Get the account", description: "Basic information about the connected Typeform account (scope accounts:read).", method: "GET", path: "/me", url: SCOPES_PAGE }),
  referenceTool({
    slug: "LIST_FORMS",
    name: "List forms",
    description: "The account's forms (scope forms:read), a page at a time.",
    method: "GET",
    path: "/forms",
    url: SCOPES_PAGE,
    params: {
      search: { type: "string", description: "Only forms whose title contains this text." },
      page: { type: "integer", minimum: 1 },
      page_size: { type: "integer", minimum: 1, maximum: 200 },
      workspace_id: { type: "string", description: "Only forms of this workspace." },
    },
  }),
  referenceTool({ slug: "GET_FORM", name: "Get a form", description: "One form with its fields, logic and settings (scope forms:read).", method: "GET", path: "/forms/{form_id}", url: SCOPES_PAGE, params: { form_id: formId } }),
  referenceTool({ slug: "DELETE_FORM", name: "Delete a form", description: "Delete a form and all its responses (scope forms:write).", method: "DELETE", path: "/forms/{form_id}", url: SCOPES_PAGE, params: { form_id: formId } }),
  referenceTool({
    slug: "LIST_RESPONSES",
    name: "Retrieve responses",
    description: "A form's responses (answers, hidden fields, metadata) with landing and submission times; very recent ones may be missing.",
    method: "GET",
    path: "/forms/{form_id}/responses",
    url: RESPONSES_PAGE,
    params: {
      form_id: formId,
      page_size: { type: "integer", minimum: 1, maximum: 1000, description: "Default 25, at most 1000." },
      since: { type: "string", description: "Only responses submitted since this time (ISO 8601 UTC, or a timestamp in seconds), inclusive." },
      until: { type: "string", description: "Only responses submitted until this time, inclusive." },
      after: { type: "string", description: "Only responses after this token (not with sort)." },
      before: { type: "string", description: "Only responses before this token (not with sort)." },
      query: { type: "string", description: "Only responses containing this text." },
    },
  }),
];
