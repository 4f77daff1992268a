import type { ProviderDefinitionInput } from "@plugboard/core";
import { linodeTools } from "../tools/linode.js";

const LINODE_OPENAPI = "https://www.linode.com/docs/api/openapi.yaml";

/**
 * Linode's (Akamai Cloud Computing's) API v4 (`https://api.linode.com/v4`), authenticated with a
 * personal access token from Cloud Manager as a bearer token (Linode's own OpenAPI description: every
 * endpoint affecting an account needs a personal access token or OAuth). Linode's OAuth apps
 * (login.linode.com) are not offered here: the scope separator and refresh behaviour were not confirmed
 * on a Linode page. Tools from the same document.
 */
export const linode: ProviderDefinitionInput = {
  id: "linode",
  name: "Linode (Akamai Cloud)",
  description: "List, create, boot, reboot, shut down and delete Linode instances, list plans and regions, manage domains and their records, and list volumes, Kubernetes clusters and NodeBalancers.",
  categories: ["infrastructure", "developer-tools"],
  docsUrl: LINODE_OPENAPI,
  kind: "http",
  baseUrl: "https://api.linode.com/v4",
  authModes: [
    {
      type: "bearer",
      label: "Personal access token",
      description: "Create a personal access token in Linode Cloud Manager (https://cloud.linode.com/profile/tokens) with the scopes the agent needs; it is sent as Authorization: Bearer <token>.",
    },
  ],
  tools: linodeTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [LINODE_OPENAPI]: ["baseUrl", "personal access token as a bearer token", "tools (operationIds)"] },
  sources: [LINODE_OPENAPI],
};
