import type { TriggerDefinitionInput } from "@plugboard/core";

const NO_CONFIG = { type: "object", properties: {}, additionalProperties: false };

/** Gmail: `users.messages.list` of the inbox, newest first; a message id not seen before is a new message. */
export const gmailTriggers: TriggerDefinitionInput[] = [
  {
    slug: "new_message",
    name: "New message in the inbox",
    description: "A message arrived in the user's Gmail inbox.",
    kind: "poll",
    configSchema: NO_CONFIG,
    payload: { description: "Gmail's message reference `{ id, threadId }`; read it with the messages.get tool." },
    poll: { request: { method: "GET", path: "/gmail/v1/users/me/messages", query: { labelIds: "INBOX", maxResults: "25" } }, itemsPath: "messages", idPath: "id", intervalSeconds: 60 },
    source: "https://developers.google.com/workspace/gmail/api/reference/rest/v1/users.messages/list",
  },
];

/** Outlook: messages of the inbox, `$orderby=receivedDateTime desc` (Microsoft Graph). */
export const outlookMailTriggers: TriggerDefinitionInput[] = [
  {
    slug: "new_message",
    name: "New message in the inbox",
    description: "A message arrived in the user's Outlook inbox.",
    kind: "poll",
    configSchema: NO_CONFIG,
    payload: { description: "The Microsoft Graph message: `id`, `subject`, `from`, `receivedDateTime`, `bodyPreview`, `webLink`." },
    poll: {
      request: { method: "GET", path: "/me/mailFolders/inbox/messages", query: { $orderby: "receivedDateTime desc", $top: "25", $select: "id,subject,from,receivedDateTime,bodyPreview,webLink" } },
      itemsPath: "value",
      idPath: "id",
      timePath: "receivedDateTime",
      intervalSeconds: 60,
    },
    source: "https://learn.microsoft.com/en-us/graph/api/user-list-messages",
  },
];

/** Stripe: `GET /v1/events` filtered by `type`, newest first. */
export const stripeTriggers: TriggerDefinitionInput[] = [
  {
    slug: "event",
    name: "Event of a type",
    description: "Something happened in the Stripe account: an event of the given type (e.g. `payment_intent.succeeded`, `customer.subscription.*`).",
    kind: "poll",
    configSchema: {
      type: "object",
      properties: { type: { type: "string", description: "An event type; `*` matches one segment (`customer.*`)", pattern: "^[a-z_]+(\\.[a-z_*]+)+$" } },
      required: ["type"],
      additionalProperties: false,
    },
    payload: { description: "Stripe's Event object: `id`, `type`, `created`, `data.object`, `livemode`." },
    poll: { request: { method: "GET", path: "/v1/events", query: { type: "{{config.type}}", limit: "25" } }, itemsPath: "data", idPath: "id", timePath: "created", intervalSeconds: 60 },
    source: "https://docs.stripe.com/api/events/list",
  },
];

/** Zendesk: `GET /api/v2/tickets` sorted by `created_at` descending. */
export const zendeskTriggers: TriggerDefinitionInput[] = [
  {
    slug: "ticket_created",
    name: "Ticket created",
    description: "A support ticket was created.",
    kind: "poll",
    configSchema: NO_CONFIG,
    payload: { description: "Zendesk's Ticket object: `id`, `subject`, `description`, `status`, `priority`, `requester_id`, `created_at`." },
    poll: { request: { method: "GET", path: "/tickets", query: { sort_by: "created_at", sort_order: "desc", per_page: "25" } }, itemsPath: "tickets", idPath: "id", timePath: "created_at", intervalSeconds: 60 },
    source: "https://developer.zendesk.com/api-reference/ticketing/tickets/tickets/#list-tickets",
  },
];

/** Jira Cloud: the enhanced JQL search (`GET /rest/api/3/search/jql`), newest issues of a project first. */
export const jiraTriggers: TriggerDefinitionInput[] = [
  {
    slug: "issue_created",
    name: "Issue created",
    description: "An issue was created in the project.",
    kind: "poll",
    configSchema: {
      type: "object",
      properties: { project: { type: "string", description: "The project key, e.g. `OPS`", pattern: "^[A-Z][A-Z0-9_]{0,19}$" } },
      required: ["project"],
      additionalProperties: false,
    },
    payload: { description: "Jira's issue: `id`, `key`, `fields` (`summary`, `status`, `issuetype`, `reporter`, `created`)." },
    poll: {
      request: { method: "GET", path: "/rest/api/3/search/jql", query: { jql: "project = {{config.project}} ORDER BY created DESC", maxResults: "25", fields: "summary,status,issuetype,reporter,created" } },
      itemsPath: "issues",
      idPath: "id",
      timePath: "fields.created",
      intervalSeconds: 60,
    },
    source: "https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issue-search/#api-rest-api-3-search-jql-get",
  },
];

/** HubSpot: the CRM search endpoints, sorted by `createdate` descending. */
function hubspotCreated(object: "contacts" | "deals", name: string, properties: string[]): TriggerDefinitionInput {
  return {
    slug: `${object.slice(0, -1)}_created`,
    name: `${name} created`,
    description: `A ${name.toLowerCase()} was created in the CRM.`,
    kind: "poll",
    configSchema: NO_CONFIG,
    payload: { description: `HubSpot's ${name.toLowerCase()} record: \`id\`, \`properties\` (${properties.map((property) => `\`${property}\``).join(", ")}), \`createdAt\`.` },
    poll: {
      request: { method: "POST", path: `/crm/v3/objects/${object}/search`, body: { sorts: [{ propertyName: "createdate", direction: "DESCENDING" }], limit: 25, properties } },
      itemsPath: "results",
      idPath: "id",
      timePath: "createdAt",
      intervalSeconds: 60,
    },
    source: "https://developers.hubspot.com/docs/api-reference/legacy/crm/search-the-crm",
  };
}

export const hubspotTriggers: TriggerDefinitionInput[] = [
  hubspotCreated("contacts", "Contact", ["email", "firstname", "lastname", "createdate"]),
  hubspotCreated("deals", "Deal", ["dealname", "amount", "dealstage", "createdate"]),
];
