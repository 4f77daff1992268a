import type { ProviderDefinitionInput, ProviderToolInput } from "@plugboard/core";
import { googleSheetsScopes, googleSheetsTools } from "../tools/google-sheets.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

// The published schema of spreadsheets.create inlines the whole Spreadsheet resource (580 KB): a model needs the title.
const createSpreadsheet: ProviderToolInput = {
  slug: "CREATE_SPREADSHEET",
  name: "Create a spreadsheet",
  description: "Creates a spreadsheet with a title (and optionally named sheets); answers its spreadsheetId and URL.",
  method: "POST",
  path: "/v4/spreadsheets",
  inputSchema: {
    type: "object",
    properties: {
      properties: { type: "object", properties: { title: { type: "string", description: "The spreadsheet's title." }, locale: { type: "string", description: "e.g. en_US" } }, required: ["title"] },
      sheets: {
        type: "array",
        description: "The sheets to create (default: one sheet).",
        items: { type: "object", properties: { properties: { type: "object", properties: { title: { type: "string", description: "The sheet's name." } } } } },
      },
    },
    required: ["properties"],
  },
  placement: { query: [], header: [], body: "json" },
  source: { kind: "reference", url: "https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets/create" },
};

/** Google Sheets: read and write spreadsheet values. */
export const googleSheets: ProviderDefinitionInput = {
  id: "google-sheets",
  name: "Google Sheets",
  description: "Create spreadsheets, read and write ranges of values, append rows and clear ranges.",
  categories: ["spreadsheets", "productivity"],
  docsUrl: "https://developers.google.com/sheets/api",
  kind: "http",
  baseUrl: "https://sheets.googleapis.com",
  authModes: [googleOAuthMode({ api: "Google Sheets API", scopes: googleSheetsScopes, defaultScopes: ["https://www.googleapis.com/auth/spreadsheets"] })],
  tools: [createSpreadsheet, ...googleSheetsTools],
  verifiedAt: "2026-11-27",
  sources: [...GOOGLE_OAUTH_SOURCES, "https://developers.google.com/sheets/api/scopes", "https://developers.google.com/sheets/api/reference/rest", "https://sheets.googleapis.com/$discovery/rest?version=v4"],
};
