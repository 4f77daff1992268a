import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleClassroomTools, googleClassroomScopes } from "../tools/google-classroom.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/** Google Classroom (`https://classroom.googleapis.com`): Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleClassroom: ProviderDefinitionInput = {
  id: "google-classroom",
  name: "Google Classroom",
  description: "List courses, students and teachers, create and read coursework, list, grade and return student submissions, and read or post announcements.",
  categories: ["productivity"],
  docsUrl: "https://developers.google.com/classroom/",
  kind: "http",
  baseUrl: "https://classroom.googleapis.com",
  authModes: [googleOAuthMode({ api: "Google Classroom API", scopes: googleClassroomScopes, defaultScopes: ["https://www.googleapis.com/auth/classroom.courses.readonly", "https://www.googleapis.com/auth/classroom.rosters.readonly", "https://www.googleapis.com/auth/classroom.coursework.students", "https://www.googleapis.com/auth/classroom.announcements"] })],
  tools: googleClassroomTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://classroom.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://classroom.googleapis.com/$discovery/rest?version=v1"],
};
