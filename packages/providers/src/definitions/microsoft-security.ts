import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftSecurityTools } from "../tools/microsoft-security.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

const GRAPH_OPENAPI = "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml";
const SECURITY_API = "https://learn.microsoft.com/en-us/graph/api/resources/security-api-overview?view=graph-rest-1.0";

/**
 * Microsoft Defender XDR incidents and alerts through Microsoft Graph v1.0's security API
 * (`/security/incidents`, `/security/alerts_v2`), for a security analyst of a work or school tenant.
 * The Microsoft identity platform mode shared by the Graph providers; tools from Microsoft's OpenAPI
 * description (msgraph-metadata).
 */
export const microsoftSecurity: ProviderDefinitionInput = {
  id: "microsoft-security",
  name: "Microsoft Defender (security incidents and alerts)",
  description: "Triage Microsoft Defender XDR security incidents and alerts: list and filter them by severity and status, read their evidence, and assign, classify or resolve them (Microsoft Graph).",
  categories: ["monitoring", "incident-management"],
  docsUrl: SECURITY_API,
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "security incidents and alerts (SecurityIncident.ReadWrite.All, SecurityAlert.ReadWrite.All)",
      defaultScopes: ["SecurityIncident.ReadWrite.All", "SecurityAlert.ReadWrite.All"],
      scopes: [
        { name: "SecurityIncident.Read.All", description: "Read the organization's security incidents." },
        { name: "SecurityIncident.ReadWrite.All", description: "Read and update the organization's security incidents." },
        { name: "SecurityAlert.Read.All", description: "Read the organization's security alerts." },
        { name: "SecurityAlert.ReadWrite.All", description: "Read and update the organization's security alerts." },
      ],
    }),
  ],
  tools: microsoftSecurityTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [GRAPH_OPENAPI]: ["baseUrl", "tools (operationIds)"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["SecurityIncident.Read.All, SecurityIncident.ReadWrite.All, SecurityAlert.Read.All, SecurityAlert.ReadWrite.All"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, SECURITY_API, GRAPH_OPENAPI],
};
