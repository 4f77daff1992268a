import type { ReferenceParam } from "./reference-tool.js";

// OData query parameters of Microsoft Graph list requests (https://learn.microsoft.com/en-us/graph/query-parameters),
// shared by the Microsoft Graph providers' tools.

/** `$top`: the page size. */
export const top: ReferenceParam = { type: "integer", minimum: 1, maximum: 1000, in: "query", description: "How many items to return per page. The response's @odata.nextLink holds the next page." };
/** `$select`: the properties to return. */
export const select: ReferenceParam = { type: "string", in: "query", description: "Comma-separated properties to return (e.g. `id,subject,from`), to keep responses small." };
/** `$filter`: an OData filter expression. */
export const filter: ReferenceParam = { type: "string", in: "query", description: "An OData filter expression." };
/** `$orderby`: the sort order. */
export const orderby: ReferenceParam = { type: "string", in: "query", description: "The sort order, e.g. `receivedDateTime desc`." };
/** `$skip`: items to skip. */
export const skip: ReferenceParam = { type: "integer", minimum: 0, in: "query", description: "How many items to skip (paging)." };

/** A Graph `recipient` list (To, Cc, Bcc, attendees' addresses). */
export const recipients = (description: string): ReferenceParam => ({
  type: "array",
  description,
  items: {
    type: "object",
    properties: { emailAddress: { type: "object", properties: { address: { type: "string" }, name: { type: "string" } }, required: ["address"] } },
    required: ["emailAddress"],
  },
});

/** A Graph `itemBody`: text or HTML content. */
export const itemBody = (description: string): ReferenceParam => ({
  type: "object",
  description,
  properties: { contentType: { type: "string", enum: ["text", "html"] }, content: { type: "string" } },
  required: ["contentType", "content"],
});

/** A Graph `dateTimeTimeZone`: a local date-time and its time zone. */
export const dateTimeTimeZone = (description: string): ReferenceParam => ({
  type: "object",
  description,
  properties: {
    dateTime: { type: "string", description: "A local date and time, e.g. 2025-03-01T09:00:00." },
    timeZone: { type: "string", description: "A Windows or IANA time zone name, e.g. `Pacific Standard Time` or `Europe/Paris`; `UTC` is allowed." },
  },
  required: ["dateTime", "timeZone"],
});

/** The reference page of a Microsoft Graph v1.0 API, e.g. `graphReference("user-sendmail")`. */
export function graphReference(page: string): string {
  return `https://learn.microsoft.com/en-us/graph/api/${page}?view=graph-rest-1.0`;
}
