import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftBookingsTools } from "../tools/microsoft-bookings.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

const GRAPH_OPENAPI = "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml";
const BOOKINGS = "https://learn.microsoft.com/en-us/graph/api/resources/booking-api-overview?view=graph-rest-1.0";

/**
 * Microsoft Bookings through Microsoft Graph v1.0 (`/solutions/bookingBusinesses`): booking businesses,
 * their services, staff, customers and appointments. Work or school accounts with a Bookings licence
 * only (use the `organizations` tenant or the organization's own). The Microsoft identity platform
 * mode shared by the Graph providers; tools from Microsoft's OpenAPI description (msgraph-metadata).
 */
export const microsoftBookings: ProviderDefinitionInput = {
  id: "microsoft-bookings",
  name: "Microsoft Bookings",
  description: "List Bookings businesses, their services and staff, check staff availability, list, book, reschedule and cancel appointments, and list or add customers (Microsoft Graph).",
  categories: ["calendar", "productivity"],
  docsUrl: BOOKINGS,
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "Bookings (Bookings.ReadWrite.All)",
      defaultScopes: ["Bookings.ReadWrite.All"],
      scopes: [
        { name: "Bookings.Read.All", description: "Read Bookings businesses, services, staff, customers and appointments." },
        { name: "BookingsAppointment.ReadWrite.All", description: "Read and write booking appointments and customers." },
        { name: "Bookings.ReadWrite.All", description: "Read and write Bookings businesses' services, staff, customers and appointments." },
        { name: "Bookings.Manage.All", description: "Manage Bookings businesses: create, publish and delete them." },
      ],
    }),
  ],
  tools: microsoftBookingsTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [GRAPH_OPENAPI]: ["baseUrl", "tools (operationIds)"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["Bookings.Read.All, BookingsAppointment.ReadWrite.All, Bookings.ReadWrite.All, Bookings.Manage.All"],
    [BOOKINGS]: ["work or school accounts with Bookings"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, BOOKINGS, GRAPH_OPENAPI],
};
