import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

// Hand-written from Acuity's API reference (developers.acuityscheduling.com/reference lists each method
// and path) and Acuity's own JS SDK examples (the availability and booking params).
const REF = "https://developers.acuityscheduling.com/reference";
const EXAMPLE = "https://github.com/AcuityScheduling/acuity-js/blob/master/examples/create-appointment/index.js";
const appointmentTypeID = { type: "integer", description: "The appointment type's id (from LIST_APPOINTMENT_TYPES)." };

/** 10 tools of Acuity Scheduling's API v1: the account, appointment types, availability, appointments (list, read, book, cancel), calendars and clients. */
export const acuitySchedulingTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_ME", name: "Get the account", description: "The connected Acuity account: name, email, time zone, scheduling page.", method: "GET", path: "/me", url: REF }),
  referenceTool({ slug: "LIST_APPOINTMENT_TYPES", name: "List appointment types", description: "The services that can be booked (id, name, duration, price, calendars).", method: "GET", path: "/appointment-types", url: REF }),
  referenceTool({
    slug: "GET_AVAILABLE_DATES",
    name: "Get available dates",
    description: "Dates with open slots in a month (YYYY-MM) for an appointment type.",
    method: "GET",
    path: "/availability/dates",
    url: EXAMPLE,
    params: { appointmentTypeID: { ...appointmentTypeID, requiredParam: true }, month: { type: "string", requiredParam: true, description: "YYYY-MM" } },
  }),
  referenceTool({
    slug: "GET_AVAILABLE_TIMES",
    name: "Get available times",
    description: "Open time slots on a date (YYYY-MM-DD) for an appointment type; a slot's time is the datetime BOOK_APPOINTMENT takes.",
    method: "GET",
    path: "/availability/times",
    url: EXAMPLE,
    params: { appointmentTypeID: { ...appointmentTypeID, requiredParam: true }, date: { type: "string", requiredParam: true, description: "YYYY-MM-DD" } },
  }),
  referenceTool({
    slug: "LIST_APPOINTMENTS",
    name: "List appointments",
    description: "The account's appointments (client, type, date and time, calendar), up to `max` of them.",
    method: "GET",
    path: "/appointments",
    url: REF,
    params: { max: { type: "integer", minimum: 1 } },
  }),
  referenceTool({ slug: "GET_APPOINTMENT", name: "Get an appointment", description: "One appointment by id.", method: "GET", path: "/appointments/{id}", url: REF, params: { id: { type: "integer" } } }),
  referenceTool({
    slug: "BOOK_APPOINTMENT",
    name: "Book an appointment",
    description: "Book an appointment at an available time for a client (first and last name, email).",
    method: "POST",
    path: "/appointments",
    url: EXAMPLE,
    params: {
      appointmentTypeID: { ...appointmentTypeID, requiredParam: true },
      datetime: { type: "string", requiredParam: true, description: "A time from GET_AVAILABLE_TIMES (ISO 8601)." },
      firstName: { type: "string", requiredParam: true },
      lastName: { type: "string", requiredParam: true },
      email: { type: "string", requiredParam: true },
    },
  }),
  referenceTool({ slug: "CANCEL_APPOINTMENT", name: "Cancel an appointment", description: "Cancel an appointment by id.", method: "PUT", path: "/appointments/{id}/cancel", url: REF, params: { id: { type: "integer" } } }),
  referenceTool({ slug: "LIST_CALENDARS", name: "List calendars", description: "The account's calendars (staff or locations).", method: "GET", path: "/calendars", url: REF }),
  referenceTool({ slug: "LIST_CLIENTS", name: "List clients", description: "The account's clients (name, email, phone).", method: "GET", path: "/clients", url: REF }),
];
