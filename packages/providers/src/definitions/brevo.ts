import type { ProviderDefinitionInput } from "@plugboard/core";
import { BREVO_SDK_API, brevoTools } from "../tools/brevo.js";

const API_KEY_PAGE = "https://developers.brevo.com/docs/api-key-authentication";
const SDK_BASE = "https://github.com/getbrevo/brevo-node/blob/main/api/accountApi.ts";

/**
 * Brevo's API v3 (`https://api.brevo.com/v3`, the base path of Brevo's own SDK), with a v3 API key in
 * the `api-key` header (Brevo's API key page; the SDK's `apiKey` auth: header `api-key`). Tools
 * hand-written from that SDK's API classes (read at commit c353d32c of getbrevo/brevo-node).
 */
export const brevo: ProviderDefinitionInput = {
  id: "brevo",
  name: "Brevo",
  description: "Brevo (formerly Sendinblue): send transactional email (own content or templates), manage contacts, lists and folders, create and send email campaigns, and read senders and the account.",
  categories: ["email", "marketing"],
  docsUrl: "https://developers.brevo.com/docs",
  kind: "http",
  baseUrl: "https://api.brevo.com/v3",
  authModes: [
    {
      type: "api_key",
      label: "Brevo API key",
      description: "A v3 API key from Brevo's SMTP & API settings (app.brevo.com/settings/keys/api), sent in the api-key header.",
      in: "header",
      name: "api-key",
    },
  ],
  tools: brevoTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [API_KEY_PAGE]: ["API key in the api-key header", "keys generated in SMTP & API settings"],
    [SDK_BASE]: ["baseUrl https://api.brevo.com/v3 (defaultBasePath)", "apiKey auth: header api-key"],
    [BREVO_SDK_API]: ["every tool's method, path and query params (the SDK's API classes), body fields from its models"],
  },
  sources: [API_KEY_PAGE, SDK_BASE, BREVO_SDK_API],
};
