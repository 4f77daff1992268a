import type { ProviderDefinitionInput } from "@plugboard/core";
import { sendgridTools } from "../tools/sendgrid.js";

/** Twilio SendGrid's v3 API with an API key sent as a bearer token. */
export const sendgrid: ProviderDefinitionInput = {
  id: "sendgrid",
  name: "SendGrid",
  description: "Send transactional email, manage marketing contacts and lists, and read delivery statistics and suppressions with Twilio SendGrid.",
  categories: ["email", "marketing"],
  docsUrl: "https://www.twilio.com/docs/sendgrid/api-reference",
  kind: "http",
  baseUrl: "https://api.sendgrid.com/v3",
  authModes: [
    {
      type: "bearer",
      label: "API key",
      description: "Create an API key under Settings → API Keys in the SendGrid app, with only the permissions the agent needs (Mail Send, Marketing, …); sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: sendgridTools,
  sources: [
    "https://www.twilio.com/docs/sendgrid/api-reference/how-to-use-the-sendgrid-v3-api/authentication",
    "https://www.twilio.com/docs/sendgrid/api-reference",
    "https://github.com/sendgrid/sendgrid-oai",
  ],
};
