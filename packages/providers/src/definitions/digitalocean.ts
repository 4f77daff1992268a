import type { ProviderDefinitionInput } from "@plugboard/core";
import { digitaloceanTools } from "../tools/digitalocean.js";

/**
 * DigitalOcean's API v2 (`https://api.digitalocean.com`), authenticated with a token in a bearer-type
 * `Authorization` header (the `bearer_auth` scheme of DigitalOcean's own OpenAPI description: personal
 * access tokens from Apps & API in the control panel start with `dop_v1_`). Tools from the same document.
 */
export const digitalocean: ProviderDefinitionInput = {
  id: "digitalocean",
  name: "DigitalOcean",
  description: "Manage DigitalOcean Droplets (list, create, power and resize actions, delete), App Platform apps and deployments, managed databases, Kubernetes clusters, domains and DNS records.",
  categories: ["infrastructure", "developer-tools"],
  docsUrl: "https://raw.githubusercontent.com/digitalocean/openapi/main/specification/DigitalOcean-public.v2.yaml",
  kind: "http",
  baseUrl: "https://api.digitalocean.com",
  authModes: [
    {
      type: "bearer",
      label: "Personal access token",
      description: "Generate a personal access token (read, or read and write) in the DigitalOcean control panel under API → Tokens (https://cloud.digitalocean.com/account/api/tokens); it is sent as Authorization: Bearer <token>.",
    },
  ],
  tools: digitaloceanTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://raw.githubusercontent.com/digitalocean/openapi/main/specification/DigitalOcean-public.v2.yaml": ["baseUrl", "bearer token (bearer_auth)", "token prefixes", "tools (operationIds)"] },
  sources: ["https://raw.githubusercontent.com/digitalocean/openapi/main/specification/DigitalOcean-public.v2.yaml"],
};
