import type { ProviderDefinitionInput } from "@plugboard/core";
import { postmarkTools } from "../tools/postmark.js";

const POSTMARK_OPENAPI = "https://postmarkapp.com/swagger/server.yml";

/**
 * Postmark's Server API (`https://api.postmarkapp.com`), authenticated with a server's API token in the
 * `X-Postmark-Server-Token` header (the header every operation of Postmark's own OpenAPI description
 * declares). Tools from the same document.
 */
export const postmark: ProviderDefinitionInput = {
  id: "postmark",
  name: "Postmark",
  description: "Send transactional emails (one, templated or in batches), search sent and inbound messages, follow bounces and reactivate addresses, and read delivery and sending statistics and templates.",
  categories: ["email", "communication"],
  docsUrl: POSTMARK_OPENAPI,
  kind: "http",
  baseUrl: "https://api.postmarkapp.com",
  authModes: [
    {
      type: "api_key",
      label: "Server API token",
      description: "The API token of a Postmark server (Servers → your server → API Tokens); it is sent in the X-Postmark-Server-Token header.",
      in: "header",
      name: "X-Postmark-Server-Token",
    },
  ],
  tools: postmarkTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [POSTMARK_OPENAPI]: ["baseUrl", "X-Postmark-Server-Token header", "tools (operationIds)"] },
  sources: [POSTMARK_OPENAPI],
};
