import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Eventbrite's API v3 guides (www.eventbrite.com/platform/docs/…, which show each call's method
// and path) and, where no guide covers a call, from Eventbrite's own Python SDK (eventbrite/eventbrite-sdk-python,
// read at commit f19ecab). Paths are relative to https://www.eventbriteapi.com/v3.
// Eventbrite uses POST rather than PUT, and wraps a created object's fields in its type (e.g. { "event": {…} }).

const DOCS = "https://www.eventbrite.com/platform/docs";
const SDK = "https://github.com/eventbrite/eventbrite-sdk-python/blob/f19ecabf14f9fadb8bf998773b9d22f831456296/eventbrite";

/** The Eventbrite pages and SDK files the tools below cite. */
export const EVENTBRITE_PAGES = {
  quickstart: "https://www.eventbrite.com/developer/v3/quickstart/",
  organizations: `${DOCS}/organizations`,
  createEvents: `${DOCS}/create-events`,
  ticketClasses: `${DOCS}/ticket-classes`,
  orders: `${DOCS}/orders`,
  attendees: `${DOCS}/attendees`,
  sdkClient: `${SDK}/client.py`,
  sdkAccessMethods: `${SDK}/access_methods.py`,
} as const;

const P = EVENTBRITE_PAGES;
const eventId: ReferenceParam = { type: "string", description: "The event's id (from LIST_OWNED_EVENTS)." };
const organizationId: ReferenceParam = { type: "string", description: "The organization's id (from LIST_MY_ORGANIZATIONS; not the organizer id of a profile URL)." };
const continuation: ReferenceParam = { type: "string", in: "query", description: "pagination.continuation of the previous answer, for the next page." };
const expand: ReferenceParam = { type: "string", in: "query", description: "Comma-separated expansions, e.g. ticket_classes or venue." };

/** 14 tools of Eventbrite's API v3: the user and their organizations, events, ticket classes, orders, attendees and categories. */
export const eventbriteTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_ME", name: "Get the current user", description: "The connected Eventbrite user: id, name and email addresses.", method: "GET", path: "/users/me/", url: P.quickstart }),
  referenceTool({
    slug: "LIST_MY_ORGANIZATIONS",
    name: "List my organizations",
    description: "The organizations the connected user belongs to (every user has at least one): the organization_id that events are created under.",
    method: "GET",
    path: "/users/me/organizations/",
    url: P.organizations,
    params: { continuation },
  }),
  referenceTool({ slug: "LIST_OWNED_EVENTS", name: "List my events", description: "The events the connected user organizes.", method: "GET", path: "/users/me/owned_events", url: P.quickstart, params: { continuation } }),
  referenceTool({
    slug: "GET_EVENT",
    name: "Get an event",
    description: "One event: name, start and end (timezone and UTC), status, currency, venue and URL; expand=ticket_classes includes its ticket classes.",
    method: "GET",
    path: "/events/{event_id}/",
    url: P.sdkAccessMethods,
    params: { event_id: eventId, expand },
  }),
  referenceTool({
    slug: "CREATE_EVENT",
    name: "Create an event",
    description:
      "Creates an event in an organization. event = { name: { html }, start: { timezone, utc }, end: { timezone, utc }, currency } (start and end in the future, utc like 2026-12-01T02:00:00Z, timezone like America/Los_Angeles). Then add at least one ticket class and publish it.",
    method: "POST",
    path: "/organizations/{organization_id}/events/",
    url: P.createEvents,
    params: { organization_id: organizationId, event: { type: "object", requiredParam: true, description: "The event's fields (see the description)." } },
  }),
  referenceTool({
    slug: "PUBLISH_EVENT",
    name: "Publish an event",
    description: "Publishes an event so attendees can get tickets (it needs at least one ticket class).",
    method: "POST",
    path: "/events/{event_id}/publish/",
    url: P.sdkClient,
    params: { event_id: eventId },
  }),
  referenceTool({
    slug: "LIST_TICKET_CLASSES",
    name: "List an event's ticket classes",
    description: "The ticket types (free, paid or donation) of an event.",
    method: "GET",
    path: "/events/{event_id}/ticket_classes/",
    url: P.sdkAccessMethods,
    params: { event_id: eventId, continuation },
  }),
  referenceTool({
    slug: "CREATE_TICKET_CLASS",
    name: "Create a ticket class",
    description: "Adds a ticket type (free, paid or donation) to an event; an event needs one before it can be published. ticket_class = the ticket class's fields, e.g. { name, free: true, … }.",
    method: "POST",
    path: "/events/{event_id}/ticket_classes/",
    url: P.sdkClient,
    params: { event_id: eventId, ticket_class: { type: "object", requiredParam: true, description: "The ticket class's fields." } },
  }),
  referenceTool({
    slug: "LIST_EVENT_ORDERS",
    name: "List an event's orders",
    description: "The orders placed for an event (buyer name and email, status, costs), a page at a time.",
    method: "GET",
    path: "/events/{event_id}/orders/",
    url: P.orders,
    params: { event_id: eventId, expand, continuation },
  }),
  referenceTool({
    slug: "GET_ORDER",
    name: "Get an order",
    description: "One order: buyer, status, costs (base price, fees, tax, gross) and event_id; expansions add more.",
    method: "GET",
    path: "/orders/{order_id}/",
    url: P.sdkAccessMethods,
    params: { order_id: { type: "string", description: "The order's id." }, expand },
  }),
  referenceTool({
    slug: "LIST_MY_ORDERS",
    name: "List my orders as a buyer",
    description: "The orders the connected user placed (tickets they bought), optionally changed since a date.",
    method: "GET",
    path: "/users/me/orders/",
    url: P.sdkClient,
    params: { changed_since: { type: "string", in: "query", description: "ISO 8601 UTC date-time." }, continuation },
  }),
  referenceTool({
    slug: "LIST_EVENT_ATTENDEES",
    name: "List an event's attendees",
    description: "The attendees of an event (one per ticket), optionally by status or changed since a date.",
    method: "GET",
    path: "/events/{event_id}/attendees/",
    url: P.sdkClient,
    params: { event_id: eventId, status: { type: "string", in: "query" }, changed_since: { type: "string", in: "query", description: "ISO 8601 UTC date-time." }, continuation },
  }),
  referenceTool({
    slug: "GET_EVENT_ATTENDEE",
    name: "Get an attendee",
    description: "One attendee of an event, including whether they checked in (checked_in, status).",
    method: "GET",
    path: "/events/{event_id}/attendees/{attendee_id}/",
    url: P.attendees,
    params: { event_id: eventId, attendee_id: { type: "string", description: "The attendee's id." } },
  }),
  referenceTool({
    slug: "LIST_CATEGORIES",
    name: "List categories",
    description: "Eventbrite's event categories, with their subcategories: the category_id events take.",
    method: "GET",
    path: "/categories/",
    url: P.sdkAccessMethods,
    params: { continuation },
  }),
];
