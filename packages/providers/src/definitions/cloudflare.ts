import type { ProviderDefinitionInput } from "@plugboard/core";
import { cloudflareTools } from "../tools/cloudflare.js";

/**
 * Cloudflare API v4: an API token as a Bearer token (Cloudflare's preferred scheme), or the legacy
 * account email and Global API key in Cloudflare's two headers.
 */
export const cloudflare: ProviderDefinitionInput = {
  id: "cloudflare",
  name: "Cloudflare",
  description: "Zones and DNS records (list, create, update, delete), cache purge, accounts, Workers scripts and Pages projects on Cloudflare.",
  categories: ["infrastructure", "developer-tools"],
  docsUrl: "https://developers.cloudflare.com/api/",
  kind: "http",
  baseUrl: "https://api.cloudflare.com/client/v4",
  authModes: [
    {
      type: "bearer",
      label: "Cloudflare API token",
      description: "An API token (Cloudflare's preferred scheme) with the permissions of the tools you use, e.g. Zone Read and DNS Write. Sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
    {
      type: "custom",
      label: "Email and Global API key (legacy)",
      description: "The previous scheme: the account's email in X-Auth-Email and its Global API key in X-Auth-Key. Cloudflare advises API tokens instead when possible.",
      injectionRules: [
        { target: "header", name: "X-Auth-Email", value: "{{email}}" },
        { target: "header", name: "X-Auth-Key", value: "{{api_key}}" },
      ],
    },
  ],
  tools: cloudflareTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://developers.cloudflare.com/api/go/resources/dns/subresources/records/methods/create",
    "https://github.com/cloudflare/cloudflare-typescript/blob/main/api.md",
  ],
};
