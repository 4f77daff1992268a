import type { TriggerDefinitionInput } from "@plugboard/core";

/**
 * Linear's data change webhooks (linear.app/developers/webhooks): registered per subscription with
 * the GraphQL `webhookCreate` mutation for one team and the `Issue` resource type, with a signing
 * secret Plugboard generates; deliveries carry `Linear-Signature` (hex HMAC-SHA256 of the raw body)
 * and `Linear-Delivery`, and a body `{ action, type, data, createdAt, … }`. Creating webhooks needs a
 * workspace admin or the OAuth `admin` scope.
 */
export const linearTriggers: TriggerDefinitionInput[] = [
  {
    slug: "issue_created",
    name: "Issue created",
    description: "An issue was created in the team.",
    kind: "webhook",
    configSchema: {
      type: "object",
      properties: { teamId: { type: "string", description: "The team's id (UUID)", pattern: "^[0-9a-fA-F-]{36}$" } },
      required: ["teamId"],
      additionalProperties: false,
    },
    payload: { description: "Linear's data change event: `action` (`create`), `type` (`Issue`), `data` (the issue), `url`, `createdAt`, `organizationId`, `webhookTimestamp`." },
    webhook: {
      registration: {
        create: {
          method: "POST",
          path: "/graphql",
          body: {
            query: "mutation PlugboardWebhookCreate($input: WebhookCreateInput!) { webhookCreate(input: $input) { success webhook { id enabled } } }",
            variables: { input: { url: "{{url}}", teamId: "{{config.teamId}}", resourceTypes: ["Issue"], secret: "{{secret}}", label: "Plugboard" } },
          },
        },
        idPath: "data.webhookCreate.webhook.id",
        delete: {
          method: "POST",
          path: "/graphql",
          body: { query: "mutation PlugboardWebhookDelete($id: String!) { webhookDelete(id: $id) { success } }", variables: { id: "{{upstreamId}}" } },
        },
      },
      verification: { scheme: "hmac_sha256", header: "Linear-Signature", encoding: "hex" },
      eventId: { header: "Linear-Delivery" },
      occurredAtPath: "createdAt",
      match: { fields: { type: "Issue", action: "create" } },
    },
    source: "https://linear.app/developers/webhooks",
  },
];
