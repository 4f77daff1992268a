import {
  ConnectionRequestSchema,
  CreateWebhookRequestSchema,
  CreateWebhookResponseSchema,
  DeleteWebhookResponseSchema,
  ErrorResponseSchema,
  GetConnectionRequestQuerySchema,
  ListWebhookDeliveriesQuerySchema,
  ListWebhookDeliveriesResponseSchema,
  ListWebhooksResponseSchema,
} from "@plugboard/core";
import type { OpenApiResponse, OpenApiRoute } from "./openapi-route.js";
import { invalid, unauthorized } from "./openapi-v1-routes.js";
const noWebhook: OpenApiResponse = { description: "No webhook with this id for this developer", schema: ErrorResponseSchema };

/**
 * The connection lifecycle routes under `/api/v1`: connection requests (`waitForConnection`) and
 * webhooks (signed events, delivery log).
 */
export const LIFECYCLE_ROUTES: readonly OpenApiRoute[] = [
  {
    method: "get",
    path: "/api/v1/connections/requests/{id}",
    operationId: "getConnectionRequest",
    summary: "Read (or wait for) the outcome of a connect link",
    description:
      "The id comes from initiate (`connectionRequestId`) or from the 409 of execute. With `waitSeconds` (1–30) the answer is held until the status leaves `pending` or the time is up; any server instance wakes it.",
    tag: "Connections",
    auth: "apiKey",
    query: GetConnectionRequestQuerySchema,
    responses: {
      200: { description: "The request: pending, connected (with connectionId), failed (with error) or expired", schema: ConnectionRequestSchema },
      400: invalid,
      401: unauthorized,
      404: { description: "No connection request with this id for this developer", schema: ErrorResponseSchema },
    },
  },
  {
    method: "post",
    path: "/api/v1/webhooks",
    operationId: "createWebhook",
    summary: "Register a webhook endpoint for lifecycle events",
    description:
      "Events are signed with the Standard Webhooks scheme (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`). Delivery is at least once; failed attempts are retried after 5 s, 30 s, 2 min, 10 min, 30 min and 1 h, then the delivery is `failed`.",
    tag: "Webhooks",
    auth: "apiKey",
    body: CreateWebhookRequestSchema,
    responses: {
      201: { description: "Created; `secret` (whsec_…) is shown only now", schema: CreateWebhookResponseSchema },
      400: invalid,
      401: unauthorized,
      409: { description: "Too many webhooks for this developer", schema: ErrorResponseSchema },
    },
  },
  {
    method: "get",
    path: "/api/v1/webhooks",
    operationId: "listWebhooks",
    summary: "List your webhook endpoints (without secrets)",
    tag: "Webhooks",
    auth: "apiKey",
    responses: { 200: { description: "Your endpoints, newest first", schema: ListWebhooksResponseSchema }, 401: unauthorized },
  },
  {
    method: "delete",
    path: "/api/v1/webhooks/{id}",
    operationId: "deleteWebhook",
    summary: "Remove a webhook endpoint and its pending deliveries",
    tag: "Webhooks",
    auth: "apiKey",
    responses: { 200: { description: "Deleted", schema: DeleteWebhookResponseSchema }, 401: unauthorized, 404: noWebhook },
  },
  {
    method: "get",
    path: "/api/v1/webhooks/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    summary: "Page through the delivery log of a webhook endpoint",
    tag: "Webhooks",
    auth: "apiKey",
    query: ListWebhookDeliveriesQuerySchema,
    responses: { 200: { description: "Deliveries, newest first", schema: ListWebhookDeliveriesResponseSchema }, 400: invalid, 401: unauthorized, 404: noWebhook },
  },
];
