import type { TriggerDefinitionInput } from "@plugboard/core";

/**
 * Stripe webhook endpoints (docs.stripe.com/api/webhook_endpoints): `POST /v1/webhook_endpoints`
 * takes a form-encoded `url` and `enabled_events[]` and answers the endpoint with its `id` and its
 * signing `secret` (`whsec_…`, "only returned at creation"), kept as the subscription's secret;
 * `DELETE /v1/webhook_endpoints/{id}` removes it. Deliveries carry `Stripe-Signature: t=…,v1=…`
 * (docs.stripe.com/webhooks#verify-events) and the Event object, whose `id` is stable across retries.
 */
export const stripeWebhookTriggers: TriggerDefinitionInput[] = [
  {
    slug: "event_webhook",
    name: "Event of a type (webhook)",
    description: "Something happened in the Stripe account: an event of one of the given types (e.g. `payment_intent.succeeded`), pushed by a webhook endpoint Plugboard registers with the account's key.",
    kind: "webhook",
    configSchema: {
      type: "object",
      properties: {
        events: {
          type: "array",
          description: "Event types to receive (`*` for all)",
          items: { type: "string", pattern: "^(\\*|[a-z_]+(\\.[a-z_]+)+)$" },
          minItems: 1,
          maxItems: 50,
        },
      },
      required: ["events"],
      additionalProperties: false,
    },
    payload: { description: "Stripe's Event object: `id`, `type`, `created`, `data.object`, `livemode`, `api_version`." },
    webhook: {
      registration: {
        create: { method: "POST", path: "/v1/webhook_endpoints", bodyEncoding: "form", body: { url: "{{url}}", enabled_events: "{{config.events}}", description: "Plugboard trigger" } },
        idPath: "id",
        secretPath: "secret",
        delete: { method: "DELETE", path: "/v1/webhook_endpoints/{{upstreamId}}" },
      },
      verification: { scheme: "stripe", toleranceSeconds: 300 },
      eventId: { path: "id" },
      occurredAtPath: "created",
    },
    source: "https://docs.stripe.com/api/webhook_endpoints/create",
  },
];

/**
 * Shopify webhook subscriptions through the GraphQL Admin API (shopify.dev/docs/api/admin-graphql/
 * 2025-10/mutations/webhooksubscriptioncreate): `webhookSubscriptionCreate(topic, webhookSubscription:
 * { uri, format })` (the unified `uri` field of 2025-10, shopify.dev/changelog/consolidate-webhook-
 * graphql-surfaces) answers `webhookSubscription { id }`; `webhookSubscriptionDelete(id)` removes it.
 * Every delivery is signed with the app's client secret: `X-Shopify-Hmac-SHA256`, base64 HMAC-SHA256
 * of the raw body, and identified by `X-Shopify-Webhook-Id` for deduplication
 * (shopify.dev/docs/apps/build/webhooks/verify-deliveries).
 */
export const shopifyTriggers: TriggerDefinitionInput[] = [
  {
    slug: "order_created",
    name: "Order created",
    description: "An order was created in the store (the `ORDERS_CREATE` topic). Needs the `read_orders` scope and the app's client secret on the plugin's OAuth settings.",
    kind: "webhook",
    configSchema: { type: "object", properties: {}, additionalProperties: false },
    payload: { description: "Shopify's order webhook payload: `id`, `admin_graphql_api_id`, `name`, `email`, `created_at`, `total_price`, `currency`, `line_items`, `customer`." },
    webhook: {
      registration: {
        create: {
          method: "POST",
          path: "/graphql.json",
          body: {
            query:
              "mutation PlugboardWebhookCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) { webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) { webhookSubscription { id } userErrors { field message } } }",
            variables: { topic: "ORDERS_CREATE", webhookSubscription: { uri: "{{url}}", format: "JSON" } },
          },
        },
        idPath: "data.webhookSubscriptionCreate.webhookSubscription.id",
        delete: {
          method: "POST",
          path: "/graphql.json",
          body: { query: "mutation PlugboardWebhookDelete($id: ID!) { webhookSubscriptionDelete(id: $id) { deletedWebhookSubscriptionId userErrors { field message } } }", variables: { id: "{{upstreamId}}" } },
        },
      },
      verification: { scheme: "hmac_sha256", header: "X-Shopify-Hmac-SHA256", encoding: "base64" },
      appSecret: "client_secret",
      eventId: { header: "X-Shopify-Webhook-Id" },
      occurredAtPath: "created_at",
      match: { headers: { "X-Shopify-Topic": "orders/create" } },
    },
    source: "https://shopify.dev/docs/api/admin-graphql/2025-10/mutations/webhooksubscriptioncreate",
  },
];
