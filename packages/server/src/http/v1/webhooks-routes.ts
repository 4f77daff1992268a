import {
  CreateWebhookRequestSchema,
  CreateWebhookResponseSchema,
  DeleteWebhookResponseSchema,
  ListWebhookDeliveriesQuerySchema,
  ListWebhookDeliveriesResponseSchema,
  ListWebhooksResponseSchema,
  type CreateWebhookResponse,
  type DeleteWebhookResponse,
  type ListWebhookDeliveriesResponse,
  type ListWebhooksResponse,
} from "@plugboard/core";
import { developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized, v1Route } from "./v1-route.js";

const noWebhook = failure("No webhook with this id for this developer");

/**
 * `/api/v1/webhooks`: `POST` registers an endpoint for lifecycle events (201 with its `whsec_…` secret,
 * shown once), `GET` lists them, `DELETE /webhooks/{id}` removes one, `GET /webhooks/{id}/deliveries`
 * pages its delivery log (newest first). Another developer's endpoint is a 404.
 */
export const WEBHOOKS_ROUTES = [
  v1Route({
    method: "post",
    path: "/api/v1/webhooks",
    operationId: "createWebhook",
    summary: "Register a webhook endpoint for lifecycle events",
    description:
      "Events are signed with the Standard Webhooks scheme (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`). Delivery is at least once; failed attempts are retried after 5 s, 30 s, 2 min, 10 min, 30 min and 1 h, then the delivery is `failed`.",
    tag: "Webhooks",
    auth: "apiKey",
    body: CreateWebhookRequestSchema,
    cacheControl: "no-store",
    responses: {
      201: { description: "Created; `secret` (whsec_…) is shown only now", schema: CreateWebhookResponseSchema },
      400: invalid,
      401: unauthorized,
      409: failure("Too many webhooks for this developer"),
    },
    handle: ({ deps, body, response }): Promise<CreateWebhookResponse> => deps.services.webhooks.create(developerOf(response.locals).id, body),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/webhooks",
    operationId: "listWebhooks",
    summary: "List your webhook endpoints (without secrets)",
    tag: "Webhooks",
    auth: "apiKey",
    responses: { 200: { description: "Your endpoints, newest first", schema: ListWebhooksResponseSchema }, 401: unauthorized },
    async handle({ deps, response }): Promise<ListWebhooksResponse> {
      return { webhooks: await deps.services.webhooks.list(developerOf(response.locals).id) };
    },
  }),
  v1Route({
    method: "delete",
    path: "/api/v1/webhooks/{id}",
    operationId: "deleteWebhook",
    summary: "Remove a webhook endpoint and its pending deliveries",
    tag: "Webhooks",
    auth: "apiKey",
    responses: { 200: { description: "Deleted", schema: DeleteWebhookResponseSchema }, 401: unauthorized, 404: noWebhook },
    handle: ({ deps, params, response }): Promise<DeleteWebhookResponse> => deps.services.webhooks.delete(developerOf(response.locals).id, params.id!),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/webhooks/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    summary: "Page through the delivery log of a webhook endpoint",
    tag: "Webhooks",
    auth: "apiKey",
    query: ListWebhookDeliveriesQuerySchema,
    responses: { 200: { description: "Deliveries, newest first", schema: ListWebhookDeliveriesResponseSchema }, 400: invalid, 401: unauthorized, 404: noWebhook },
    handle: ({ deps, params, query, response }): Promise<ListWebhookDeliveriesResponse> =>
      deps.services.webhooks.deliveries(developerOf(response.locals).id, params.id!, query),
  }),
];
