import type { ProviderDefinitionInput } from "@plugboard/core";
import { sendgridTools } from "../tools/sendgrid.js";

/** Twilio SendGrid's Web API v3 with an API key sent as a Bearer token; tools from SendGrid's own OpenAPI document. */
export const sendgrid: ProviderDefinitionInput = {
  id: "sendgrid",
  name: "SendGrid",
  description: "Send email through Twilio SendGrid, manage transactional templates, Marketing Campaigns contacts and lists, suppressions and unsubscribes, and read delivery statistics.",
  categories: ["email", "marketing"],
  docsUrl: "https://www.twilio.com/docs/sendgrid/api-reference",
  kind: "http",
  baseUrl: "https://api.sendgrid.com/v3",
  authModes: [
    {
      type: "bearer",
      label: "SendGrid API key",
      description:
        "Create an API key in the Settings section of the SendGrid app, with only the permissions the agent needs (e.g. Mail Send). It is sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: sendgridTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://www.twilio.com/docs/sendgrid/api-reference/how-to-use-the-sendgrid-v3-api/authentication",
    "https://www.twilio.com/docs/sendgrid/for-developers/sending-email/authentication",
    "https://github.com/sendgrid/sendgrid-oai",
  ],
};
