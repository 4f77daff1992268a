import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Intuit's QuickBooks Online Accounting API pages (the REST operations page: create and
// update are POST baseURL/v3/company/<realmId>/<resourceName>, a single read GET …/<resourceName>/<entityId>;
// the data-queries page; the run-reports tutorial) and Intuit's own PHP SDK (intuit/QuickBooks-V3-PHP-SDK,
// DataService.php and ReportService.php), which names the resource paths of the send and report calls.
// The base URL already ends in /v3/company/<realmId>, so tool paths start at the resource.

export const QUERY_PAGE = "https://developer.intuit.com/app/developer/qbo/docs/learn/explore-the-quickbooks-online-api/data-queries";
export const OPERATIONS_PAGE = "https://developer.intuit.com/app/developer/qbo/docs/learn/rest-api-features";
export const MINOR_VERSIONS_PAGE = "https://developer.intuit.com/app/developer/qbo/docs/learn/explore-the-quickbooks-online-api/minor-versions";
export const MINOR_VERSION_75_POST = "https://blogs.intuit.com/2025/01/21/changes-to-our-accounting-api-that-may-impact-your-application";
export const REPORTS_PAGE = "https://developer.intuit.com/app/developer/qbo/docs/develop/tutorials/run-reports";
export const PHP_DATA_SERVICE = "https://github.com/intuit/QuickBooks-V3-PHP-SDK/blob/master/src/DataService/DataService.php";
export const PHP_REPORT_SERVICE = "https://github.com/intuit/QuickBooks-V3-PHP-SDK/blob/master/src/ReportService/ReportService.php";
export const PHP_REPORT_NAMES = "https://github.com/intuit/QuickBooks-V3-PHP-SDK/blob/master/src/ReportService/ReportName.php";
export const PHP_INTUIT_ENTITY = "https://github.com/intuit/QuickBooks-V3-PHP-SDK/blob/master/src/Data/IPPIntuitEntity.php";
export const DOTNET_SPARSE_UPDATE_TEST = "https://github.com/intuit/QuickBooks-V3-DotNET-SDK/blob/master/IPPDotNetDevKitCSV3/Code/Intuit.Ipp.DataService.Test/DataServiceQboTest.cs";

const minorversion: ReferenceParam = {
  type: "integer",
  in: "query",
  description: "Optional minor version of the API. Since August 1, 2025 requests without one get minor version 75, and values below 75 are ignored.",
};
const ref: ReferenceParam = { type: "object", description: "A reference: {\"value\": \"<Id>\"} (name optional)." };

/** A single-entity read: GET /<resource>/<id>. */
const read = (slug: string, entity: string, resource: string, what: string): ProviderToolInput =>
  referenceTool({
    slug,
    name: `Get ${/^[AEIOU]/.test(entity) ? "an" : "a"} ${entity.toLowerCase()}`,
    description: `One ${entity} by its Id: ${what}. Its SyncToken is needed to update it.`,
    method: "GET",
    path: `/${resource}/{id}`,
    url: OPERATIONS_PAGE,
    params: { id: { type: "string", description: `The ${entity}'s Id.` }, minorversion },
  });

const report = (slug: string, name: string, reportName: string, description: string): ProviderToolInput =>
  referenceTool({
    slug,
    name,
    description,
    method: "GET",
    path: `/reports/${reportName}`,
    url: REPORTS_PAGE,
    params: {
      start_date: { type: "string", description: "YYYY-MM-DD." },
      end_date: { type: "string", description: "YYYY-MM-DD." },
      date_macro: { type: "string", description: "A named period instead of start_date/end_date." },
      accounting_method: { type: "string", description: "The accounting method of the report." },
      summarize_column_by: { type: "string", description: "How the report's columns are grouped." },
      customer: { type: "string", description: "Comma-separated Customer Ids to filter on." },
      department: { type: "string", description: "Comma-separated Department Ids to filter on." },
      minorversion,
    },
  });

/** 16 tools of the QuickBooks Online Accounting API: the query, single reads of seven entities (company info: QUERY with SELECT * FROM CompanyInfo), customer and invoice writes, invoice e-mail and three report calls. */
export const quickbooksTools: ProviderToolInput[] = [
  referenceTool({
    slug: "QUERY",
    name: "Query QuickBooks data",
    description:
      "Runs a QuickBooks Online query (a pared-down SQL select) on any entity: SELECT * | count(*) FROM Customer|Invoice|Payment|Bill|Vendor|Item|Account|… [WHERE …] [ORDERBY …] [STARTPOSITION n] [MAXRESULTS n], e.g. SELECT * FROM Invoice WHERE Balance > '0' MAXRESULTS 50. No joins, no OR, no column lists beyond * for most entities.",
    method: "GET",
    path: "/query",
    url: QUERY_PAGE,
    params: { query: { type: "string", description: "The select statement.", requiredParam: true }, minorversion },
  }),
  read("GET_CUSTOMER", "Customer", "customer", "names, e-mail, phone, addresses, balance"),
  read("GET_INVOICE", "Invoice", "invoice", "customer, lines, dates, total, balance, e-mail status"),
  read("GET_PAYMENT", "Payment", "payment", "customer, total, unapplied amount and the lines linking it to invoices"),
  read("GET_BILL", "Bill", "bill", "vendor, lines, due date, total, balance, linked payments"),
  read("GET_VENDOR", "Vendor", "vendor", "names, contact details, balance"),
  read("GET_ITEM", "Item", "item", "the product or service and its accounts"),
  read("GET_ACCOUNT", "Account", "account", "the chart-of-accounts entry and its balance"),
  referenceTool({
    slug: "CREATE_CUSTOMER",
    name: "Create a customer",
    description: "Creates a customer from its name fields (DisplayName, GivenName, FamilyName, CompanyName), e-mail, phone, billing address and notes.",
    method: "POST",
    path: "/customer",
    url: OPERATIONS_PAGE,
    params: {
      DisplayName: { type: "string" },
      GivenName: { type: "string" },
      FamilyName: { type: "string" },
      CompanyName: { type: "string" },
      PrimaryEmailAddr: { type: "object", description: "{\"Address\": \"ada@example.com\"}" },
      PrimaryPhone: { type: "object", description: "{\"FreeFormNumber\": \"(555) 555-5555\"}" },
      BillAddr: { type: "object", description: "{Line1, City, CountrySubDivisionCode, PostalCode, Country}" },
      Notes: { type: "string" },
      minorversion,
    },
  }),
  referenceTool({
    slug: "CREATE_INVOICE",
    name: "Create an invoice",
    description:
      "Creates an invoice for a customer: CustomerRef {\"value\": \"<Customer Id>\"} and Line, e.g. [{\"Amount\": 100, \"DetailType\": \"SalesItemLineDetail\", \"SalesItemLineDetail\": {\"ItemRef\": {\"value\": \"1\"}, \"Qty\": 1, \"UnitPrice\": 100}}]; optional dates, BillEmail, memo.",
    method: "POST",
    path: "/invoice",
    url: OPERATIONS_PAGE,
    params: {
      CustomerRef: { ...ref, requiredParam: true },
      Line: { type: "array", items: { type: "object" }, requiredParam: true, description: "The invoice lines." },
      TxnDate: { type: "string", description: "YYYY-MM-DD." },
      DueDate: { type: "string", description: "YYYY-MM-DD." },
      DocNumber: { type: "string" },
      BillEmail: { type: "object", description: "{\"Address\": \"billing@example.com\"}" },
      CustomerMemo: { type: "object", description: "{\"value\": \"Thank you for your business\"}" },
      PrivateNote: { type: "string" },
      SalesTermRef: ref,
      minorversion,
    },
  }),
  referenceTool({
    slug: "UPDATE_INVOICE",
    name: "Update an invoice (sparse)",
    description:
      "Updates an invoice from a partial representation: its Id and current SyncToken (GET_INVOICE), sparse true, and the fields to change.",
    method: "POST",
    path: "/invoice",
    url: OPERATIONS_PAGE,
    params: {
      Id: { type: "string", requiredParam: true },
      SyncToken: { type: "string", requiredParam: true },
      sparse: { type: "boolean", enum: [true], requiredParam: true, description: "true: a sparse update." },
      CustomerRef: ref,
      Line: { type: "array", items: { type: "object" } },
      TxnDate: { type: "string" },
      DueDate: { type: "string" },
      BillEmail: { type: "object" },
      CustomerMemo: { type: "object" },
      PrivateNote: { type: "string" },
      minorversion,
    },
  }),
  referenceTool({
    slug: "SEND_INVOICE",
    name: "E-mail an invoice",
    description: "E-mails an invoice: to sendTo when given, else to the invoice's own e-mail address.",
    method: "POST",
    path: "/invoice/{id}/send",
    url: PHP_DATA_SERVICE,
    params: { id: { type: "string", description: "The Invoice's Id." }, sendTo: { type: "string", in: "query", description: "The recipient's e-mail address." }, minorversion },
  }),
  report("REPORT_PROFIT_AND_LOSS", "Profit and loss report", "ProfitAndLoss", "The profit and loss (income statement) report: income and expenses by account for a period, with net income."),
  report("REPORT_BALANCE_SHEET", "Balance sheet report", "BalanceSheet", "The balance sheet report: assets, liabilities and equity as of the period's end."),
  referenceTool({
    slug: "RUN_REPORT",
    name: "Run a report",
    description: "Runs one of the Reports API's reports by name (aging, sales, cash flow, trial balance, general ledger…) with the usual date and filter parameters.",
    method: "GET",
    path: "/reports/{report_name}",
    url: PHP_REPORT_NAMES,
    params: {
      report_name: {
        type: "string",
        enum: [
          "ProfitAndLoss",
          "ProfitAndLossDetail",
          "BalanceSheet",
          "CashFlow",
          "TrialBalance",
          "GeneralLedger",
          "AgedReceivables",
          "AgedPayables",
          "AgedPayableDetail",
          "CustomerBalance",
          "CustomerIncome",
          "CustomerSales",
          "ItemSales",
          "ClassSales",
          "DepartmentSales",
          "VendorBalance",
          "VendorBalanceDetail",
          "VendorExpenses",
          "InventoryValuationSummary",
          "JournalReport",
        ],
      },
      start_date: { type: "string", description: "YYYY-MM-DD." },
      end_date: { type: "string", description: "YYYY-MM-DD." },
      date_macro: { type: "string" },
      accounting_method: { type: "string" },
      summarize_column_by: { type: "string" },
      customer: { type: "string", description: "Comma-separated Customer Ids." },
      vendor: { type: "string", description: "Comma-separated Vendor Ids." },
      item: { type: "string", description: "Comma-separated Item Ids." },
      department: { type: "string", description: "Comma-separated Department Ids." },
      minorversion,
    },
  }),
];
