import type { ProviderDefinitionInput } from "@plugboard/core";
import { twilioTools } from "../tools/twilio.js";

/**
 * Twilio's core REST API (2010-04-01) over HTTP Basic: an API key SID and secret (Twilio's
 * recommendation) or the Account SID and Auth Token. Tools from Twilio's own OpenAPI document; each
 * takes the `AccountSid` its path names (the credentials cannot fill a path param).
 */
export const twilio: ProviderDefinitionInput = {
  id: "twilio",
  name: "Twilio",
  description: "Send and read SMS, MMS and WhatsApp messages, make and manage phone calls, recordings and conferences, and find, buy and list phone numbers on Twilio.",
  categories: ["communication"],
  docsUrl: "https://www.twilio.com/docs/usage/api",
  kind: "http",
  baseUrl: "https://api.twilio.com",
  authModes: [
    {
      type: "basic",
      label: "Twilio API key or Account SID",
      description:
        "HTTP Basic: an API key (username) and its secret (password), created in the Twilio Console — Twilio's recommendation for production — or the Account SID and Auth Token from the Console (Twilio advises these for local testing only). Every tool also takes the Account SID (AC…) it acts on.",
      usernameLabel: "API key SID or Account SID",
      passwordLabel: "API key secret or Auth Token",
    },
  ],
  tools: twilioTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://www.twilio.com/docs/usage/requests-to-twilio",
    "https://www.twilio.com/docs/iam/api",
    "https://www.twilio.com/docs/usage/api",
    "https://github.com/twilio/twilio-oai",
  ],
};
