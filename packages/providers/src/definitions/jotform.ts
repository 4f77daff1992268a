import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const SDK = "https://github.com/jotform/jotform-api-nodejs/blob/master/lib";
const page = {
  offset: { type: "integer", minimum: 0, description: "Start of the result set. Default 0." },
  limit: { type: "integer", minimum: 1, description: "Results per set. Default 20." },
  filter: { type: "string", description: "A JSON filter, e.g. {\"created_at:gt\":\"2024-01-01 00:00:00\"}." },
  orderby: { type: "string", description: "e.g. created_at" },
  direction: { type: "string", enum: ["ASC", "DESC"] },
};
const formId = { type: "string", description: "The form's id." };

/**
 * Jotform's API (`https://api.jotform.com`, the default base URL of Jotform's own Node.js client), with
 * the account's API key sent as the `apiKey` query parameter of every request (as that client sends
 * it). Tools from the client's methods, each citing the file that calls the endpoint.
 */
export const jotform: ProviderDefinitionInput = {
  id: "jotform",
  name: "Jotform",
  description: "Jotform forms and submissions: the account and its usage, list forms, read a form's questions, list and read submissions.",
  categories: ["productivity", "marketing"],
  docsUrl: "https://api.jotform.com/docs/",
  kind: "http",
  baseUrl: "https://api.jotform.com",
  authModes: [
    {
      type: "api_key",
      label: "Jotform API key",
      description: "An API key from Jotform's Settings → API, sent as the apiKey query parameter.",
      in: "query",
      name: "apiKey",
    },
  ],
  tools: [
    referenceTool({ slug: "GET_USER", name: "Get the account", description: "The account's details: username, name, email, plan.", method: "GET", path: "/user", url: `${SDK}/user.ts` }),
    referenceTool({ slug: "GET_USAGE", name: "Get monthly usage", description: "This month's submissions, uploads and payments against the plan's limits.", method: "GET", path: "/user/usage", url: `${SDK}/user.ts` }),
    referenceTool({ slug: "LIST_FORMS", name: "List forms", description: "The account's forms (id, title, status, submission count), a set at a time.", method: "GET", path: "/user/forms", url: `${SDK}/user.ts`, params: page }),
    referenceTool({ slug: "LIST_SUBMISSIONS", name: "List all submissions", description: "Submissions of every form; `answers` holds the submitted data.", method: "GET", path: "/user/submissions", url: `${SDK}/user.ts`, params: page }),
    referenceTool({ slug: "GET_FORM", name: "Get a form", description: "One form's title, status, URL and counts.", method: "GET", path: "/form/{formId}", url: `${SDK}/form.ts`, params: { formId } }),
    referenceTool({ slug: "GET_FORM_QUESTIONS", name: "Get a form's questions", description: "The form's questions (qid, type, text, required), to read submissions' answers.", method: "GET", path: "/form/{formId}/questions", url: `${SDK}/form.ts`, params: { formId } }),
    referenceTool({ slug: "LIST_FORM_SUBMISSIONS", name: "List a form's submissions", description: "The submissions of one form.", method: "GET", path: "/form/{formId}/submissions", url: `${SDK}/form.ts`, params: { formId, ...page } }),
    referenceTool({ slug: "GET_SUBMISSION", name: "Get a submission", description: "One submission with its answers.", method: "GET", path: "/submission/{submissionId}", url: `${SDK}/submission.ts`, params: { submissionId: { type: "string" } } }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [`${SDK}/constants/clientOptions.ts`]: ["baseUrl https://api.jotform.com"],
    [`${SDK}/client.ts`]: ["API key sent as the apiKey query parameter"],
    [`${SDK}/user.ts`]: ["tools GET_USER, GET_USAGE, LIST_FORMS, LIST_SUBMISSIONS and the offset, limit, filter, orderby, direction params"],
    [`${SDK}/form.ts`]: ["tools GET_FORM, GET_FORM_QUESTIONS, LIST_FORM_SUBMISSIONS"],
    [`${SDK}/submission.ts`]: ["tool GET_SUBMISSION"],
  },
  sources: [`${SDK}/constants/clientOptions.ts`, `${SDK}/client.ts`, `${SDK}/user.ts`, `${SDK}/form.ts`, `${SDK}/submission.ts`, "https://api.jotform.com/docs/"],
};
