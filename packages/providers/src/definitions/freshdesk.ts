import type { ProviderDefinitionInput } from "@plugboard/core";
import { freshdeskTools } from "../tools/freshdesk.js";

const REFERENCE = "https://developers.freshdesk.com/api/";
const API_KEY_ARTICLE = "https://support.freshdesk.com/en/support/solutions/articles/50000003346-api-key-based-authentication";

/**
 * Freshdesk API v2 on each account's own host, `https://<subdomain>.freshdesk.com/api/v2` (the
 * `subdomain` config field). Authenticated with an agent's API key as the HTTP Basic user name and any
 * password (Freshdesk's examples use `X`); username and password sign-in to the API ended in 2021.
 * Freshdesk offers no OAuth for its REST API. Tools hand-written from the API v2 reference.
 */
export const freshdesk: ProviderDefinitionInput = {
  id: "freshdesk",
  name: "Freshdesk",
  description: "Work a Freshdesk helpdesk: list, filter, read, create and update tickets, reply and add notes, read conversations, and look up or create contacts, agents and companies.",
  categories: ["customer-support"],
  docsUrl: REFERENCE,
  kind: "http",
  baseUrl: "https://{{config.subdomain}}.freshdesk.com/api/v2",
  connectionConfig: [
    {
      name: "subdomain",
      label: "Freshdesk subdomain",
      description: "The part before .freshdesk.com in your helpdesk's URL.",
      pattern: "^[a-z0-9][a-z0-9-]{0,62}$",
      example: "acme",
    },
  ],
  authModes: [
    {
      type: "basic",
      label: "API key",
      description: "Your API key from Freshdesk (profile picture → Profile settings → View API key) as the user name, and X as the password.",
      usernameLabel: "API key",
      passwordLabel: "Password (type X)",
    },
  ],
  tools: freshdeskTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [REFERENCE]: ["baseUrl https://<domain>.freshdesk.com/api/v2", "authentication: API key as Basic user name, X as password", "every tool's method and path (anchors of the one-page reference, not checked one by one)"],
    [API_KEY_ARTICLE]: ["API key based authentication replaces username/password (from August 2021)", "API key under Profile settings"],
  },
  sources: [REFERENCE, API_KEY_ARTICLE],
};
