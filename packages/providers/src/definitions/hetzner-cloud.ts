import type { ProviderDefinitionInput } from "@plugboard/core";
import { HETZNER_CLOUD_OPENAPI, hetznerCloudTools } from "../tools/hetzner-cloud.js";

/**
 * The Hetzner Cloud API (`https://api.hetzner.cloud/v1`), authenticated with a project's API token as a
 * bearer token (the Authentication section of Hetzner's own OpenAPI description). Tools hand-written
 * from that document, each citing its operation (the document names no operationIds); the catalog test
 * checks each cited method and path in the installed copy.
 */
export const hetznerCloud: ProviderDefinitionInput = {
  id: "hetzner-cloud",
  name: "Hetzner Cloud",
  description: "A Hetzner Cloud project's servers — list, create, delete, power on, shut down, reboot, read metrics — and its images, server types, locations, volumes, firewalls, SSH keys and actions.",
  categories: ["infrastructure"],
  docsUrl: "https://docs.hetzner.cloud/",
  kind: "http",
  baseUrl: "https://api.hetzner.cloud/v1",
  authModes: [
    {
      type: "bearer",
      label: "Project API token",
      description: "In the Hetzner Cloud Console, open the project → Security → API Tokens and generate a token (read or read & write); it is sent as Authorization: Bearer <token>.",
    },
  ],
  tools: hetznerCloudTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [HETZNER_CLOUD_OPENAPI]: ["baseUrl", "bearer API token (Security → API Tokens)", "tools (cited operations)"] },
  sources: [HETZNER_CLOUD_OPENAPI],
};
