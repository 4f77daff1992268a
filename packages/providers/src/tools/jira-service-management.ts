import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from the Jira Service Management Cloud REST API reference, each tool citing its
// operation's anchor on the reference page of its API group.

const REFERENCE = "https://developer.atlassian.com/cloud/jira/service-desk/rest";
const cite = (group: string, anchor: string) => `${REFERENCE}/api-group-${group}/#${anchor}`;
const serviceDeskId: ReferenceParam = { type: "string", description: "The service desk's id (LIST_SERVICE_DESKS) or its project key." };
const issueIdOrKey: ReferenceParam = { type: "string", description: "The request's issue key (e.g. IT-42) or id." };
const start: ReferenceParam = { type: "integer", in: "query", description: "The index of the first item (paging)." };
const limit: ReferenceParam = { type: "integer", in: "query", description: "Items per page." };

/** 14 tools of the Jira Service Management Cloud REST API (paths under /rest/servicedeskapi). */
export const jiraServiceManagementTools: ProviderToolInput[] = [
  referenceTool({ slug: "LIST_SERVICE_DESKS", name: "List service desks", description: "Lists the service desks the user can see, with their ids and project keys.", method: "GET", path: "/rest/servicedeskapi/servicedesk", url: cite("servicedesk", "api-rest-servicedeskapi-servicedesk-get"), params: { start, limit } }),
  referenceTool({ slug: "LIST_REQUEST_TYPES", name: "List a service desk's request types", description: "Lists the request types (Get IT help, Request a new account…) of a service desk, with the ids CREATE_REQUEST takes.", method: "GET", path: "/rest/servicedeskapi/servicedesk/{serviceDeskId}/requesttype", url: cite("servicedesk", "api-rest-servicedeskapi-servicedesk-servicedeskid-requesttype-get"), params: { serviceDeskId, searchQuery: { type: "string", in: "query" }, start, limit } }),
  referenceTool({
    slug: "GET_REQUEST_TYPE_FIELDS",
    name: "Get a request type's fields",
    description: "Lists the fields a request type asks for (fieldId, required, valid values): the keys of CREATE_REQUEST's requestFieldValues.",
    method: "GET",
    path: "/rest/servicedeskapi/servicedesk/{serviceDeskId}/requesttype/{requestTypeId}/field",
    url: cite("servicedesk", "api-rest-servicedeskapi-servicedesk-servicedeskid-requesttype-requesttypeid-field-get"),
    params: { serviceDeskId, requestTypeId: { type: "string" } },
  }),
  referenceTool({
    slug: "CREATE_REQUEST",
    name: "Raise a customer request",
    description: "Raises a request in a service desk: serviceDeskId, requestTypeId, requestFieldValues { summary, description, … }; raiseOnBehalfOf an account id or email.",
    method: "POST",
    path: "/rest/servicedeskapi/request",
    url: cite("request", "api-rest-servicedeskapi-request-post"),
    params: {
      serviceDeskId: { type: "string", requiredParam: true },
      requestTypeId: { type: "string", requiredParam: true },
      requestFieldValues: { type: "object", requiredParam: true, description: "Field values by field id, e.g. { \"summary\": \"VPN is down\", \"description\": \"…\" }." },
      raiseOnBehalfOf: { type: "string" },
      requestParticipants: { type: "array", items: { type: "string" } },
    },
  }),
  referenceTool({
    slug: "LIST_MY_REQUESTS",
    name: "List customer requests",
    description: "Lists the customer requests the user can see; requestOwnership OWNED_REQUESTS, PARTICIPATED_REQUESTS or ALL_REQUESTS; requestStatus OPEN_REQUESTS or CLOSED_REQUESTS; searchTerm.",
    method: "GET",
    path: "/rest/servicedeskapi/request",
    url: cite("request", "api-rest-servicedeskapi-request-get"),
    params: { searchTerm: { type: "string", in: "query" }, requestOwnership: { type: "string", in: "query" }, requestStatus: { type: "string", in: "query" }, serviceDeskId: { type: "string", in: "query" }, start, limit },
  }),
  referenceTool({ slug: "GET_REQUEST", name: "Get a customer request", description: "Gets a request: its fields, status, reporter and SLA information.", method: "GET", path: "/rest/servicedeskapi/request/{issueIdOrKey}", url: cite("request", "api-rest-servicedeskapi-request-issueidorkey-get"), params: { issueIdOrKey, expand: { type: "string", in: "query", description: "e.g. sla,status,participant" } } }),
  referenceTool({ slug: "LIST_REQUEST_COMMENTS", name: "List a request's comments", description: "Lists a request's comments; public false includes internal ones (agents only).", method: "GET", path: "/rest/servicedeskapi/request/{issueIdOrKey}/comment", url: cite("request", "api-rest-servicedeskapi-request-issueidorkey-comment-get"), params: { issueIdOrKey, public: { type: "boolean", in: "query" }, internal: { type: "boolean", in: "query" }, start, limit } }),
  referenceTool({
    slug: "ADD_REQUEST_COMMENT",
    name: "Comment on a request",
    description: "Adds a comment to a request: public true for the customer to see, false for an internal note.",
    method: "POST",
    path: "/rest/servicedeskapi/request/{issueIdOrKey}/comment",
    url: cite("request", "api-rest-servicedeskapi-request-issueidorkey-comment-post"),
    params: { issueIdOrKey, body: { type: "string", requiredParam: true }, public: { type: "boolean", requiredParam: true } },
  }),
  referenceTool({ slug: "GET_REQUEST_STATUS_HISTORY", name: "Get a request's status history", description: "Lists the statuses a request went through, with dates.", method: "GET", path: "/rest/servicedeskapi/request/{issueIdOrKey}/status", url: cite("request", "api-rest-servicedeskapi-request-issueidorkey-status-get"), params: { issueIdOrKey, start, limit } }),
  referenceTool({ slug: "LIST_REQUEST_TRANSITIONS", name: "List a request's transitions", description: "Lists the transitions the customer can perform on a request (e.g. Resolve this issue).", method: "GET", path: "/rest/servicedeskapi/request/{issueIdOrKey}/transition", url: cite("request", "api-rest-servicedeskapi-request-issueidorkey-transition-get"), params: { issueIdOrKey, start, limit } }),
  referenceTool({
    slug: "TRANSITION_REQUEST",
    name: "Transition a request",
    description: "Performs a customer transition on a request (id from LIST_REQUEST_TRANSITIONS), with an optional comment.",
    method: "POST",
    path: "/rest/servicedeskapi/request/{issueIdOrKey}/transition",
    url: cite("request", "api-rest-servicedeskapi-request-issueidorkey-transition-post"),
    params: { issueIdOrKey, id: { type: "string", requiredParam: true }, additionalComment: { type: "object", properties: { body: { type: "string" } } } },
  }),
  referenceTool({ slug: "GET_REQUEST_SLA", name: "Get a request's SLAs", description: "Lists a request's SLA metrics (time to first response, time to resolution) with ongoing and completed cycles.", method: "GET", path: "/rest/servicedeskapi/request/{issueIdOrKey}/sla", url: cite("request", "api-rest-servicedeskapi-request-issueidorkey-sla-get"), params: { issueIdOrKey, start, limit } }),
  referenceTool({ slug: "LIST_QUEUES", name: "List a service desk's queues", description: "Lists the queues of a service desk (agents), with issue counts when includeCount is true.", method: "GET", path: "/rest/servicedeskapi/servicedesk/{serviceDeskId}/queue", url: cite("servicedesk", "api-rest-servicedeskapi-servicedesk-servicedeskid-queue-get"), params: { serviceDeskId, includeCount: { type: "boolean", in: "query" }, start, limit } }),
  referenceTool({ slug: "LIST_QUEUE_ISSUES", name: "List a queue's issues", description: "Lists the issues in a queue (agents).", method: "GET", path: "/rest/servicedeskapi/servicedesk/{serviceDeskId}/queue/{queueId}/issue", url: cite("servicedesk", "api-rest-servicedeskapi-servicedesk-servicedeskid-queue-queueid-issue-get"), params: { serviceDeskId, queueId: { type: "string" }, start, limit } }),
];
