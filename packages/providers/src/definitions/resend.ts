import type { ProviderDefinitionInput } from "@plugboard/core";
import { resendTools } from "../tools/resend.js";

/**
 * Resend's email API with an API key as a Bearer token. Resend rejects a request without a
 * `User-Agent` header (403, error 1010), so the provider sends one on every request.
 */
export const resend: ProviderDefinitionInput = {
  id: "resend",
  name: "Resend",
  description: "Send transactional email (one or a batch of 100, now or scheduled), read sent emails and domains, manage contacts and segments, and send broadcasts with Resend.",
  categories: ["email", "marketing"],
  docsUrl: "https://resend.com/docs/api-reference/introduction",
  kind: "http",
  baseUrl: "https://api.resend.com",
  headers: { "User-Agent": "Plugboard" },
  authModes: [
    {
      type: "bearer",
      label: "Resend API key",
      description:
        "Create an API key on the API Keys page of the Resend dashboard (a sending-access key can only send emails; the other tools need full access). It is sent as Authorization: Bearer re_….",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: resendTools,
  verifiedAt: "2026-11-27",
  sources: ["https://resend.com/docs/api-reference/introduction", "https://github.com/resend/resend-openapi"],
};
