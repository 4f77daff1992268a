import {
  CreateWebhookRequestSchema,
  CreateWebhookResponseSchema,
  DeleteWebhookResponseSchema,
  ListWebhookDeliveriesQuerySchema,
  ListWebhookDeliveriesResponseSchema,
  ListWebhooksResponseSchema,
  RetryWebhookDeliveryResponseSchema,
  RotateWebhookSecretResponseSchema,
  type CreateWebhookResponse,
  type DeleteWebhookResponse,
  type ListWebhookDeliveriesResponse,
  type ListWebhooksResponse,
  type RetryWebhookDeliveryResponse,
  type RotateWebhookSecretResponse,
} from "@plugboard/core";
import { apiKeyOrigin, developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

const noWebhook = failure("No webhook with this id for this developer");

/**
 * `/api/v1/webhooks`: `POST` registers an endpoint for lifecycle events (201 with its `whsec_…` secret,
 * shown once), `GET` lists them, `DELETE /webhooks/{id}` removes one, `GET /webhooks/{id}/deliveries`
 * pages its delivery log (newest first), `POST …/deliveries/{deliveryId}/retry` queues a failed delivery
 * again, `POST /webhooks/{id}/rotate-secret` replaces the signing secret. Another developer's endpoint is a 404.
 */
export const WEBHOOKS_ROUTES = v1RoutesUsing(["webhooks"], (v1Route) => [
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
    handle: ({ deps, body, request, response }): Promise<CreateWebhookResponse> => deps.services.webhooks.create(developerOf(response.locals).id, body, apiKeyOrigin(request, response)),
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
    handle: ({ deps, params, request, response }): Promise<DeleteWebhookResponse> => deps.services.webhooks.delete(developerOf(response.locals).id, params.id!, apiKeyOrigin(request, response)),
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
  v1Route({
    method: "post",
    path: "/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry",
    operationId: "retryWebhookDelivery",
    summary: "Queue a failed delivery again for one more attempt",
    description: "The delivery goes back to `pending`, due now; a worker sends it within its poll interval (2 s by default). If that attempt fails too, it is `failed` again.",
    tag: "Webhooks",
    auth: "apiKey",
    responses: {
      200: { description: "The delivery, queued", schema: RetryWebhookDeliveryResponseSchema },
      401: unauthorized,
      404: failure("No webhook with this id for this developer, or no such delivery of it"),
      409: failure("The delivery is not `failed` (it is pending or delivered)"),
    },
    handle: ({ deps, params, request, response }): Promise<RetryWebhookDeliveryResponse> =>
      deps.services.webhooks.retry(developerOf(response.locals).id, params.id!, params.deliveryId!, apiKeyOrigin(request, response)),
  }),
  v1Route({
    method: "post",
    path: "/api/v1/webhooks/{id}/rotate-secret",
    operationId: "rotateWebhookSecret",
    summary: "Replace a webhook endpoint's signing secret",
    description: "Answers the new `whsec_…` secret, shown only now; every attempt from now on is signed with it and the old secret stops verifying.",
    tag: "Webhooks",
    auth: "apiKey",
    cacheControl: "no-store",
    responses: { 200: { description: "The endpoint and its new secret", schema: RotateWebhookSecretResponseSchema }, 401: unauthorized, 404: noWebhook },
    handle: ({ deps, params, request, response }): Promise<RotateWebhookSecretResponse> => deps.services.webhooks.rotateSecret(developerOf(response.locals).id, params.id!, apiKeyOrigin(request, response)),
  }),
]);
