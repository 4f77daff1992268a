import {
  CreateTriggerSubscriptionRequestSchema,
  CreateTriggerSubscriptionResponseSchema,
  DeleteTriggerSubscriptionResponseSchema,
  ErrorResponseSchema,
  ListTriggerEventsQuerySchema,
  ListTriggerEventsResponseSchema,
  ListTriggersQuerySchema,
  ListTriggersResponseSchema,
  ListTriggerSubscriptionsQuerySchema,
  ListTriggerSubscriptionsResponseSchema,
  TriggerAppInboundResponseSchema,
  TriggerInboundResponseSchema,
  TriggerSubscriptionSchema,
  type CreateTriggerSubscriptionResponse,
  type DeleteTriggerSubscriptionResponse,
  type ListTriggerEventsResponse,
  type ListTriggersResponse,
  type ListTriggerSubscriptionsResponse,
  type TriggerAppInboundResponse,
  type TriggerInboundResponse,
  type TriggerSubscription,
} from "@plugboard/core";
import type { Request } from "express";
import { apiKeyOrigin, developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

const noSubscription = failure("No trigger subscription with this id for this developer");

/** Largest inbound delivery (providers send events of a few KB; GitHub caps payloads at 25 MB, but issue and push events stay far below 1 MB). */
export const INBOUND_BODY_LIMIT = "1mb";

const inboundHeaders = (request: Request) => request.headers as Record<string, string | string[] | undefined>;

/**
 * Triggers: `GET /api/v1/triggers` (what can be subscribed), `/api/v1/trigger-subscriptions` (create,
 * list, read, delete), `GET /api/v1/trigger-events` (read or wait for events), and the inbound route
 * providers deliver to, `POST /api/v1/triggers/inbound/{token}` — raw body, no API key (the
 * unguessable token and the signature are the authority), and its app-level twin
 * `POST /api/v1/triggers/inbound/apps/{plugin}` (the app's signing secret is the authority).
 */
export const TRIGGERS_ROUTES = v1RoutesUsing(["triggerCatalog", "triggerSubscriptions", "triggerEvents", "triggerInbound", "triggerAppInbound"], (v1Route) => [
  v1Route({
    method: "post",
    path: "/api/v1/triggers/inbound/{token}",
    operationId: "receiveTriggerDelivery",
    summary: "Receive a provider's webhook delivery for a trigger subscription",
    description:
      "Where providers send a subscription's events. The raw body is verified with the trigger's scheme and the subscription's secret before anything is stored; an unknown token, a bad or missing signature and a timestamp outside the window are all the same 401. A verified event is stored with its `trigger.event` delivery in one transaction, once per provider event id.",
    tag: "Triggers",
    auth: "none",
    bodyKind: "raw",
    bodyLimit: INBOUND_BODY_LIMIT,
    cacheControl: "no-store",
    responses: {
      200: { description: "Accepted (`events` is 0 for a delivery that is not an event of the trigger, or a repeat)", schema: TriggerInboundResponseSchema },
      401: { description: "Unknown token or a delivery that cannot be trusted", schema: ErrorResponseSchema },
    },
    handle: ({ deps, params, request, rawBody }): Promise<TriggerInboundResponse> => deps.services.triggerInbound.receive(params.token!, { headers: inboundHeaders(request), body: rawBody! }),
  }),
  v1Route({
    method: "post",
    path: "/api/v1/triggers/inbound/apps/{plugin}",
    operationId: "receiveAppTriggerDelivery",
    summary: "Receive a provider's app-level webhook delivery (every account's events at one URL)",
    description:
      "Where a provider that sends all of an app's events to one URL delivers them (Slack's Events API request URL, Stripe Connect, Shopify app webhooks). The raw body is verified with the plugin's app-level scheme and the app's signing secret (the plugin's oauth2 auth method `signing_secret`, or `client_secret` for Shopify) before anything is stored; an unknown plugin, a plugin without app-level triggers or secret, a bad or missing signature and a timestamp outside the window are all the same 401. Slack's `url_verification` is answered with its `challenge`. An event is stored, with its `trigger.event` delivery in one transaction and once per provider event id, for each active subscription whose connection matches the event's route (Slack `team_id`, Stripe `account`, Shopify shop domain).",
    tag: "Triggers",
    auth: "none",
    bodyKind: "raw",
    bodyLimit: INBOUND_BODY_LIMIT,
    cacheControl: "no-store",
    responses: {
      200: { description: "Accepted (`events` counts the subscriptions that got a new event), or `{ challenge }` to a URL check", schema: TriggerAppInboundResponseSchema },
      401: { description: "Unknown plugin or a delivery that cannot be trusted", schema: ErrorResponseSchema },
    },
    handle: ({ deps, params, request, rawBody }): Promise<TriggerAppInboundResponse> => deps.services.triggerAppInbound.receive(params.plugin!, { headers: inboundHeaders(request), body: rawBody! }),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/triggers",
    operationId: "listTriggers",
    summary: "List the triggers of approved plugins",
    description: "Each trigger with its kind (`webhook` or `poll`), the JSON Schema of a subscription's `config` and what its events' `payload` holds.",
    tag: "Triggers",
    auth: "apiKey",
    query: ListTriggersQuerySchema,
    responses: { 200: { description: "The triggers", schema: ListTriggersResponseSchema }, 400: invalid, 401: unauthorized },
    handle: async ({ deps, query }): Promise<ListTriggersResponse> => ({ triggers: await deps.services.triggerCatalog.list(query.plugin) }),
  }),
  v1Route({
    method: "post",
    path: "/api/v1/trigger-subscriptions",
    operationId: "createTriggerSubscription",
    summary: "Subscribe one user's account to a trigger",
    description:
      "For a webhook trigger the provider can register, Plugboard registers a webhook with the user's credentials pointing at a fresh inbound URL with a fresh secret. Otherwise `webhookUrl` and `secret` are returned this once. A poll trigger's first poll records where to start (no old items).",
    tag: "Triggers",
    auth: "apiKey",
    body: CreateTriggerSubscriptionRequestSchema,
    cacheControl: "no-store",
    responses: {
      201: { description: "Subscribed", schema: CreateTriggerSubscriptionResponseSchema },
      400: invalid,
      401: unauthorized,
      404: failure("No approved plugin with this slug, or no such trigger"),
      409: failure("`connection_required`: the user has no such account at the plugin"),
      502: failure("The provider refused the webhook registration"),
    },
    handle: ({ deps, body, request, response }): Promise<CreateTriggerSubscriptionResponse> =>
      deps.services.triggerSubscriptions.create(developerOf(response.locals).id, body, apiKeyOrigin(request, response)),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/trigger-subscriptions",
    operationId: "listTriggerSubscriptions",
    summary: "List your trigger subscriptions",
    tag: "Triggers",
    auth: "apiKey",
    query: ListTriggerSubscriptionsQuerySchema,
    description: "Newest first, by user, plugin or status; older pages by `cursor` (`nextCursor` of the page before).",
    responses: { 200: { description: "A page, newest first", schema: ListTriggerSubscriptionsResponseSchema }, 400: invalid, 401: unauthorized },
    handle: ({ deps, query, response }): Promise<ListTriggerSubscriptionsResponse> => deps.services.triggerSubscriptions.list(developerOf(response.locals).id, query),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/trigger-subscriptions/{id}",
    operationId: "getTriggerSubscription",
    summary: "Read a trigger subscription",
    tag: "Triggers",
    auth: "apiKey",
    responses: { 200: { description: "The subscription", schema: TriggerSubscriptionSchema }, 401: unauthorized, 404: noSubscription },
    handle: ({ deps, params, response }): Promise<TriggerSubscription> => deps.services.triggerSubscriptions.get(developerOf(response.locals).id, params.id!),
  }),
  v1Route({
    method: "delete",
    path: "/api/v1/trigger-subscriptions/{id}",
    operationId: "deleteTriggerSubscription",
    summary: "Delete a trigger subscription (and remove its webhook at the provider)",
    tag: "Triggers",
    auth: "apiKey",
    responses: { 200: { description: "Deleted", schema: DeleteTriggerSubscriptionResponseSchema }, 401: unauthorized, 404: noSubscription },
    handle: ({ deps, params, request, response }): Promise<DeleteTriggerSubscriptionResponse> =>
      deps.services.triggerSubscriptions.delete(developerOf(response.locals).id, params.id!, apiKeyOrigin(request, response)),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/trigger-events",
    operationId: "listTriggerEvents",
    summary: "Read (or wait for) trigger events",
    description:
      "Oldest first after `cursor` (pass back `nextCursor`, which is set even on an empty page). With `waitSeconds` (1–30) and no event yet, the answer is held until one arrives or the time is up; any server instance wakes it — for apps without a public URL. `order=newest` reads the other way, newest first (older events after `cursor`; `nextCursor` null on the last page), without waiting.",
    tag: "Triggers",
    auth: "apiKey",
    query: ListTriggerEventsQuerySchema,
    cacheControl: "no-store",
    responses: { 200: { description: "A page of events", schema: ListTriggerEventsResponseSchema }, 400: invalid, 401: unauthorized },
    handle({ deps, query, response }): Promise<ListTriggerEventsResponse> {
      const gone = new AbortController();
      response.on("close", () => gone.abort());
      return deps.services.triggerEvents.list(developerOf(response.locals).id, query, { signal: gone.signal });
    },
  }),
]);
