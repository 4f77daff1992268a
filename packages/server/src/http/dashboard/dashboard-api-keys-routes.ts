import { dashboardOrigin } from "../audit-origin.js";
import { CreateApiKeyRequestSchema, CreateApiKeyResponseSchema, DeleteApiKeyRequestSchema, DeletedResponseSchema, ListApiKeysResponseSchema } from "@plugboard/core";
import { failure, invalid, signedInWithIdToken } from "./dashboard-route.js";
import { dashboardRoutesUsing } from "./dashboard-routes-using.js";

/**
 * The caller's API keys: `GET` lists, `POST { name }` creates (the key is in this response only),
 * `DELETE { keyId }` deletes. These need a dashboard sign-in (ID token): an API key cannot mint or
 * revoke keys, so a leaked key cannot make itself permanent.
 */
export const DASHBOARD_API_KEYS_ROUTES = dashboardRoutesUsing(["dashboardApiKeys"], (dashboardRoute) => [
  dashboardRoute("get", "/api-keys", "listDashboardApiKeys", {
    summary: "List the caller's API keys (prefix only)",
    tag: "API keys",
    auth: "idToken",
    ok: [200, ListApiKeysResponseSchema, "Keys"],
    guard: signedInWithIdToken,
    handle: ({ deps, actor }) => deps.services.dashboardApiKeys.list(actor.id),
  }),
  dashboardRoute("post", "/api-keys", "createDashboardApiKey", {
    summary: "Create an API key: the key is in this response only",
    tag: "API keys",
    auth: "idToken",
    body: CreateApiKeyRequestSchema,
    ok: [201, CreateApiKeyResponseSchema, "The key, shown once"],
    errors: { 400: invalid },
    guard: signedInWithIdToken,
    handle: ({ deps, actor, body, request, response }) => deps.services.dashboardApiKeys.create(actor.id, body.name, dashboardOrigin(request, response, actor)),
  }),
  dashboardRoute("delete", "/api-keys", "deleteDashboardApiKey", {
    summary: "Delete one of the caller's API keys",
    tag: "API keys",
    auth: "idToken",
    body: DeleteApiKeyRequestSchema,
    queryAndBody: true,
    ok: [200, DeletedResponseSchema, "Deleted; the key is refused from now on"],
    errors: { 400: invalid, 404: failure("No API key with this id") },
    guard: signedInWithIdToken,
    async handle({ deps, actor, body, request, response }) {
      await deps.services.dashboardApiKeys.delete(actor.id, body.keyId, dashboardOrigin(request, response, actor));
      return { deleted: true };
    },
  }),
]);
