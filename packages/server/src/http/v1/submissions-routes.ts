import {
  CreateSubmissionRequestSchema,
  CreateSubmissionResponseSchema,
  ImportSubmissionRequestSchema,
  ImportSubmissionResponseSchema,
  ListSubmissionsResponseSchema,
  type CreateSubmissionResponse,
  type ImportSubmissionResponse,
  type ListSubmissionsResponse,
} from "@plugboard/core";
import { apiKeyOrigin, developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/**
 * `GET /api/v1/submissions` (the developer's own plugins, newest first) and `POST /api/v1/submissions`
 * (create a plugin with inline tools and auth methods; 201 `{ id, slug, reviewStatus }`) and
 * `POST /api/v1/submissions/import` (a plugin from an OpenAPI document; bodies up to 20 MB).
 */
export const SUBMISSIONS_ROUTES = v1RoutesUsing(["submissions"], (v1Route) => [
  v1Route({
    method: "get",
    path: "/api/v1/submissions",
    operationId: "listSubmissions",
    summary: "List the plugins the developer submitted",
    tag: "Submissions",
    auth: "apiKey",
    responses: { 200: { description: "The developer's plugins", schema: ListSubmissionsResponseSchema }, 401: unauthorized },
    async handle({ deps, response }): Promise<ListSubmissionsResponse> {
      return { plugins: await deps.services.submissions.list(developerOf(response.locals).id) };
    },
  }),
  v1Route({
    method: "post",
    path: "/api/v1/submissions",
    operationId: "createSubmission",
    summary: "Submit a plugin with inline tools and auth methods",
    tag: "Submissions",
    auth: "apiKey",
    body: CreateSubmissionRequestSchema,
    responses: {
      201: { description: "Created in review status draft or pending_review", schema: CreateSubmissionResponseSchema },
      400: invalid,
      401: unauthorized,
      409: failure("The slug is taken"),
    },
    handle: ({ deps, body, request, response }): Promise<CreateSubmissionResponse> => deps.services.submissions.create(developerOf(response.locals).id, body, { origin: apiKeyOrigin(request, response) }),
  }),
  v1Route({
    method: "post",
    path: "/api/v1/submissions/import",
    operationId: "importSubmission",
    summary: "Submit a plugin imported from an OpenAPI document",
    description:
      "Swagger 2.0, OpenAPI 3.0 or 3.1 (an object, or JSON or YAML text; up to 20 MB) becomes a plugin with one manual tool per operation " +
      "and auth methods from its security schemes. Operations that cannot be expressed (multipart bodies, cookie parameters, external $refs, …) " +
      "are skipped and listed in `warnings`. External $refs are never fetched.",
    tag: "Submissions",
    auth: "apiKey",
    bodyLimit: "20mb",
    body: ImportSubmissionRequestSchema,
    responses: {
      201: { description: "Created in review status draft or pending_review, with the import's warnings", schema: ImportSubmissionResponseSchema },
      400: invalid,
      401: unauthorized,
      413: failure("The body is larger than 20 MB"),
    },
    handle: ({ deps, body, request, response }): Promise<ImportSubmissionResponse> => deps.services.submissions.importOpenApi(developerOf(response.locals).id, body, apiKeyOrigin(request, response)),
  }),
]);
