import type { ProviderToolInput } from "@plugboard/core";
import { inQuery as q, openApiOperationUrl, referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from RingCentral's own OpenAPI description of the REST API v1.0 ("RingCentral Connect
// Platform API" 1.0.46, ringcentral/ringcentral-api-docs specs/ringcentral_openapi3.json, read at commit
// 64067a50): each /restapi/v1.0 tool's method, path and parameters are those of the operation its citation
// points to, with `~` (the documented shorthand for the signed-in account and extension) in place of
// {accountId} and {extensionId}. That document predates the Team Messaging v1 and RingCentral Video APIs:
// those tools cite RingCentral's own TypeScript SDK (ringcentral/ringcentral-extensible, generated from
// RingCentral's current specification), whose path classes name each operation's method and endpoint.
/** RingCentral's OpenAPI document (REST API v1.0) at the commit the tools below were read from. */
export const RINGCENTRAL_OPENAPI = "https://github.com/ringcentral/ringcentral-api-docs/blob/64067a50d93c3c8497f9631ae4c682bd9dc99f5e/specs/ringcentral_openapi3.json";
/** The path classes of RingCentral's TypeScript SDK (@rc-ex/core) at the commit the Team Messaging and Video tools were read from. */
export const RINGCENTRAL_SDK = "https://github.com/ringcentral/ringcentral-extensible/tree/f2ce96160ee7b0db3304888d6a26e2d712729bf1/packages/core/src/paths";

const at = (path: string, method: string) => openApiOperationUrl(RINGCENTRAL_OPENAPI, path, method);
/** One path class of the SDK (its JSDoc names the operation's HTTP method and endpoint). */
const sdk = (file: string) => `https://github.com/ringcentral/ringcentral-extensible/blob/f2ce96160ee7b0db3304888d6a26e2d712729bf1/packages/core/src/paths/${file}/index.ts`;
const EXT = "/restapi/v1.0/account/{accountId}/extension/{extensionId}";
const paging = { page: q({ type: "integer", minimum: 1, description: "The page (default 1)." }), perPage: q({ type: "integer", minimum: 1, description: "Items per page (default 100)." }) };
const dateFrom = q({ type: "string", format: "date-time", description: "Start of the period, ISO 8601 with time zone, e.g. 2026-11-01T00:00:00.000Z (default: dateTo minus 24 hours)." });
const dateTo = q({ type: "string", format: "date-time", description: "End of the period, ISO 8601 with time zone (default: now)." });
const direction = q({ type: "string", enum: ["Inbound", "Outbound"], description: "Only inbound or only outbound (default both)." });
const phone = { type: "object", properties: { phoneNumber: { type: "string", description: "E.164, e.g. +16505550100." } }, required: ["phoneNumber"] };
const contactFields: Record<string, ReferenceParam> = {
  firstName: { type: "string" },
  lastName: { type: "string" },
  company: { type: "string" },
  jobTitle: { type: "string" },
  email: { type: "string" },
  businessPhone: { type: "string", description: "E.164 (with +)." },
  mobilePhone: { type: "string", description: "E.164 (with +)." },
  homePhone: { type: "string", description: "E.164 (with +)." },
  notes: { type: "string" },
};

/** 25 tools of RingCentral's REST API v1.0 (extension, company and directory, call log, RingOut, messages and SMS, contacts, presence), Team Messaging v1 and Video v2. */
export const ringcentralTools: ProviderToolInput[] = [
  referenceTool({
    slug: "GET_EXTENSION",
    name: "Get the current extension",
    description: "The connected user's extension: id, extension number, name, contact, status, type, permissions and service features. App permission ReadAccounts.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension/~",
    url: at(EXT, "get"),
  }),
  referenceTool({
    slug: "GET_ACCOUNT",
    name: "Get the company account",
    description: "The connected user's RingCentral account: id, main number, operator, company name and contact, service plan, status. App permission ReadAccounts.",
    method: "GET",
    path: "/restapi/v1.0/account/~",
    url: at("/restapi/v1.0/account/{accountId}", "get"),
  }),
  referenceTool({
    slug: "LIST_EXTENSIONS",
    name: "List the company's extensions",
    description: "Extensions of the account (users, departments, IVR menus…), optionally one by extension number or email, or of a status (Enabled, Disabled, NotActivated, Unassigned) or type (User, Department — a call queue —, IvrMenu…). App permission ReadAccounts.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension",
    url: at("/restapi/v1.0/account/{accountId}/extension", "get"),
    params: { extensionNumber: q({ type: "string" }), email: q({ type: "string" }), status: q({ type: "string", enum: ["Enabled", "Disabled", "NotActivated", "Unassigned"] }), type: q({ type: "string", description: "e.g. User, Department, IvrMenu." }), ...paging },
  }),
  referenceTool({
    slug: "LIST_PHONE_NUMBERS",
    name: "List the extension's phone numbers",
    description: "Phone numbers of the connected extension with their usage type and features (e.g. SmsSender, CallerId) — the numbers it can send SMS from. App permission ReadAccounts.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension/~/phone-number",
    url: at(`${EXT}/phone-number`, "get"),
    params: { status: q({ type: "string", enum: ["Normal", "Pending", "PortedIn", "Temporary"] }), ...paging },
  }),
  referenceTool({
    slug: "GET_CALL_LOG",
    name: "Get the extension's call log",
    description: "Calls made and received by the connected extension (direction, from, to, start time, duration, result), by default those of the last 24 hours; filter by period, direction, phone number, type or transport. App permission ReadCallLog.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension/~/call-log",
    url: at(`${EXT}/call-log`, "get"),
    params: {
      dateFrom,
      dateTo,
      direction,
      phoneNumber: q({ type: "string", description: "Calls to or from this number." }),
      type: q({ type: "string", enum: ["Voice", "Fax"] }),
      transport: q({ type: "string", enum: ["PSTN", "VoIP"] }),
      view: q({ type: "string", enum: ["Simple", "Detailed"], description: "Detailed adds the call legs and billing." }),
      recordingType: q({ type: "string", enum: ["Automatic", "OnDemand", "All"], description: "Only recorded calls of this recording type." }),
      showBlocked: q({ type: "boolean" }),
      ...paging,
    },
  }),
  referenceTool({
    slug: "GET_CALL_RECORD",
    name: "Get a call log record",
    description: "One call log record of the connected extension by its id. App permission ReadCallLog.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension/~/call-log/{callRecordId}",
    url: at(`${EXT}/call-log/{callRecordId}`, "get"),
    params: { callRecordId: { type: "string", description: "The record's id (from GET_CALL_LOG)." }, view: q({ type: "string", enum: ["Simple", "Detailed"] }) },
  }),
  referenceTool({
    slug: "LIST_ACTIVE_CALLS",
    name: "List the extension's active calls",
    description: "Calls of the connected extension in progress now. App permission ReadCallLog.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension/~/active-calls",
    url: at(`${EXT}/active-calls`, "get"),
    params: { direction, view: q({ type: "string", enum: ["Simple", "Detailed"] }), ...paging },
  }),
  referenceTool({
    slug: "MAKE_RINGOUT_CALL",
    name: "Place a RingOut call",
    description: "Calls the user first at from.phoneNumber (or forwardingNumberId) and, once answered, connects them to to.phoneNumber; callerId is the number shown to the called party. Answers the RingOut's id and status. App permission RingOut.",
    method: "POST",
    path: "/restapi/v1.0/account/~/extension/~/ring-out",
    url: at(`${EXT}/ring-out`, "post"),
    params: {
      from: { type: "object", requiredParam: true, description: "The user's own phone: { phoneNumber } (E.164) or { forwardingNumberId }.", properties: { phoneNumber: { type: "string" }, forwardingNumberId: { type: "string" } } },
      to: { ...phone, requiredParam: true, description: "The number to call: { phoneNumber } (E.164)." },
      callerId: { ...phone, description: "The number shown to the called party: { phoneNumber }." },
      playPrompt: { type: "boolean", description: "Whether the calling party hears an audio prompt when the call is connected." },
    },
  }),
  referenceTool({
    slug: "LIST_MESSAGES",
    name: "List messages",
    description: "The connected extension's message store (SMS, pager, voicemail and fax), by default of the last 24 hours; filter by type, direction, read status, period, phone number or conversation, or only the latest message of each conversation. App permission ReadMessages.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension/~/message-store",
    url: at(`${EXT}/message-store`, "get"),
    params: {
      messageType: q({ type: "string", enum: ["SMS", "Pager", "VoiceMail", "Fax"] }),
      direction,
      readStatus: q({ type: "string", enum: ["Read", "Unread"] }),
      availability: q({ type: "string", enum: ["Alive", "Deleted", "Purged"] }),
      dateFrom,
      dateTo,
      phoneNumber: q({ type: "string" }),
      conversationId: q({ type: "string" }),
      distinctConversations: q({ type: "boolean", description: "Only the latest message of each conversation." }),
      ...paging,
    },
  }),
  referenceTool({
    slug: "GET_MESSAGE",
    name: "Get a message",
    description: "One message of the connected extension's message store: type, from, to, subject (the SMS text), attachments, read status. App permission ReadMessages.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension/~/message-store/{messageId}",
    url: at(`${EXT}/message-store/{messageId}`, "get"),
    params: { messageId: { type: "string", description: "The message's id (from LIST_MESSAGES)." } },
  }),
  referenceTool({
    slug: "UPDATE_MESSAGE_READ_STATUS",
    name: "Mark a message read or unread",
    description: "Sets a message's readStatus to Read or Unread. App permission EditMessages.",
    method: "PUT",
    path: "/restapi/v1.0/account/~/extension/~/message-store/{messageId}",
    url: at(`${EXT}/message-store/{messageId}`, "put"),
    params: { messageId: { type: "string" }, readStatus: { type: "string", enum: ["Read", "Unread"], requiredParam: true } },
  }),
  referenceTool({
    slug: "SEND_SMS",
    name: "Send an SMS",
    description: "Sends an SMS from one of the extension's SMS-enabled numbers (see LIST_PHONE_NUMBERS) to one or more numbers; text up to 1000 characters. App permission SMS.",
    method: "POST",
    path: "/restapi/v1.0/account/~/extension/~/sms",
    url: at(`${EXT}/sms`, "post"),
    params: {
      from: { ...phone, requiredParam: true, description: "The sender: { phoneNumber } (E.164), one of the extension's numbers allowed to send SMS." },
      to: { type: "array", items: phone, requiredParam: true, description: "The recipients: [{ phoneNumber }] (E.164)." },
      text: { type: "string", maxLength: 1000, requiredParam: true },
    },
  }),
  referenceTool({
    slug: "LIST_CONTACTS",
    name: "List personal contacts",
    description: "The connected user's personal address book, optionally only contacts whose first or last name starts with a string, or with a phone number; sorted by FirstName, LastName or Company. App permission ReadContacts.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension/~/address-book/contact",
    url: at(`${EXT}/address-book/contact`, "get"),
    params: { startsWith: q({ type: "string" }), phoneNumber: q({ type: "string" }), sortBy: q({ type: "string", enum: ["FirstName", "LastName", "Company"] }), ...paging },
  }),
  referenceTool({
    slug: "GET_CONTACT",
    name: "Get a personal contact",
    description: "One contact of the connected user's address book. App permission ReadContacts.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension/~/address-book/contact/{contactId}",
    url: at(`${EXT}/address-book/contact/{contactId}`, "get"),
    params: { contactId: { type: "integer", description: "The contact's id (from LIST_CONTACTS)." } },
  }),
  referenceTool({
    slug: "CREATE_CONTACT",
    name: "Create a personal contact",
    description: "Adds a contact to the connected user's address book: names, company, job title, email, phones (E.164), notes. App permission Contacts.",
    method: "POST",
    path: "/restapi/v1.0/account/~/extension/~/address-book/contact",
    url: at(`${EXT}/address-book/contact`, "post"),
    params: contactFields,
  }),
  referenceTool({
    slug: "UPDATE_CONTACT",
    name: "Update a personal contact",
    description: "Replaces a contact of the connected user's address book with the fields given. App permission Contacts.",
    method: "PUT",
    path: "/restapi/v1.0/account/~/extension/~/address-book/contact/{contactId}",
    url: at(`${EXT}/address-book/contact/{contactId}`, "put"),
    params: { contactId: { type: "integer" }, ...contactFields },
  }),
  referenceTool({
    slug: "SEARCH_COMPANY_DIRECTORY",
    name: "Search the company directory",
    description: "Searches the account's directory (users and other extensions) by a string matched against first and last name, extension number, phone number, email, job title and department. App permission ReadAccounts.",
    method: "POST",
    path: "/restapi/v1.0/account/~/directory/entries/search",
    url: at("/restapi/v1.0/account/{accountId}/directory/entries/search", "post"),
    params: { searchString: { type: "string" }, extensionType: { type: "string", description: "e.g. User, Department." }, page: { type: "integer" }, perPage: { type: "integer" } },
  }),
  referenceTool({
    slug: "GET_PRESENCE",
    name: "Get the extension's presence",
    description: "The connected user's presence: presence status, user status (Available, Busy, Offline), do-not-disturb status, telephony status and message. App permission ReadPresence.",
    method: "GET",
    path: "/restapi/v1.0/account/~/extension/~/presence",
    url: at(`${EXT}/presence`, "get"),
    params: { detailedTelephonyState: q({ type: "boolean" }) },
  }),
  referenceTool({
    slug: "UPDATE_PRESENCE",
    name: "Set the extension's presence",
    description: "Sets the connected user's status (Available, Busy, Offline), do-not-disturb status or presence message. App permission EditPresence.",
    method: "PUT",
    path: "/restapi/v1.0/account/~/extension/~/presence",
    url: at(`${EXT}/presence`, "put"),
    params: {
      userStatus: { type: "string", enum: ["Offline", "Busy", "Available"] },
      dndStatus: { type: "string", enum: ["TakeAllCalls", "DoNotAcceptDepartmentCalls", "TakeDepartmentCallsOnly", "DoNotAcceptAnyCalls"] },
      message: { type: "string" },
    },
  }),
  referenceTool({
    slug: "LIST_CHATS",
    name: "List team messaging chats",
    description: "Chats the user belongs to (Personal, Direct, Group, Team, Everyone), 30 by default and up to 250 a page (pageToken for the next). App permission TeamMessaging.",
    method: "GET",
    path: "/team-messaging/v1/chats",
    url: sdk("TeamMessaging/V1/Chats"),
    params: { type: q({ type: "string", enum: ["Personal", "Direct", "Group", "Team", "Everyone"] }), recordCount: q({ type: "integer", maximum: 250 }), pageToken: q({ type: "string" }) },
  }),
  referenceTool({
    slug: "LIST_CHAT_POSTS",
    name: "List a chat's posts",
    description: "Posts of a team messaging chat, 30 by default and up to 250 a page (pageToken for the next). App permission TeamMessaging.",
    method: "GET",
    path: "/team-messaging/v1/chats/{chatId}/posts",
    url: sdk("TeamMessaging/V1/Chats/Posts"),
    params: { chatId: { type: "string", description: "The chat's id (from LIST_CHATS)." }, recordCount: q({ type: "integer", maximum: 250 }), pageToken: q({ type: "string" }) },
  }),
  referenceTool({
    slug: "CREATE_CHAT_POST",
    name: "Post in a chat",
    description: "Posts a message (text up to 10000 characters; mentions as ![:Person](id)) in a team messaging chat, optionally in a thread (parentPostId or threadId). App permission TeamMessaging.",
    method: "POST",
    path: "/team-messaging/v1/chats/{chatId}/posts",
    url: sdk("TeamMessaging/V1/Chats/Posts"),
    params: { chatId: { type: "string" }, text: { type: "string", maxLength: 10000, requiredParam: true }, parentPostId: { type: "string" }, threadId: { type: "string" } },
  }),
  referenceTool({
    slug: "GET_DEFAULT_VIDEO_BRIDGE",
    name: "Get the user's personal video meeting",
    description: "The connected user's default RingCentral Video bridge (personal meeting id): its web and dial-in PINs, join URI, security and preferences. App permission Video.",
    method: "GET",
    path: "/rcvideo/v2/account/~/extension/~/bridges/default",
    url: sdk("Rcvideo/V2/Account/Extension/Bridges/Default"),
  }),
  referenceTool({
    slug: "CREATE_VIDEO_BRIDGE",
    name: "Create a video meeting",
    description: "Creates a RingCentral Video bridge for the connected user: type Instant (one meeting right away) or Scheduled, with a name; answers its PINs and join URI. App permission Video.",
    method: "POST",
    path: "/rcvideo/v2/account/~/extension/~/bridges",
    url: sdk("Rcvideo/V2/Account/Extension/Bridges"),
    params: { name: { type: "string" }, type: { type: "string", enum: ["Instant", "Scheduled"] } },
  }),
  referenceTool({
    slug: "LIST_VIDEO_MEETINGS",
    name: "List past video meetings",
    description: "The user's RingCentral Video meeting history, optionally matching a text, in a period (startTime/endTime, Unix milliseconds) or only those with Recordings or Notes. App permission Video.",
    method: "GET",
    path: "/rcvideo/v1/history/meetings",
    url: sdk("Rcvideo/V1/History/Meetings"),
    params: { text: q({ type: "string" }), startTime: q({ type: "integer" }), endTime: q({ type: "integer" }), materials: q({ type: "string", enum: ["Recordings", "Notes"] }), perPage: q({ type: "integer" }), pageToken: q({ type: "string" }) },
  }),
];
