import type { ProviderToolInput } from "@plugboard/core";

// Hand-written from HubSpot's API reference (per-endpoint pages) and CRM guides; each tool cites the page
// that documents its endpoint.
const docs = "https://developers.hubspot.com/docs/guides/api/crm";
const reference = "https://developers.hubspot.com/docs/api-reference";

/** A CRM object; `guide` when its reference pages are named after the object type id (deals: 0-3), not its name. */
type CrmObject = { plural: string; singular: string; example: string; guide?: string };

const objects: CrmObject[] = [
  { plural: "contacts", singular: "contact", example: "email, firstname, lastname, phone, company, lifecyclestage" },
  { plural: "companies", singular: "company", example: "name, domain, industry, city, phone" },
  { plural: "deals", singular: "deal", example: "dealname, amount, dealstage, pipeline, closedate", guide: `${docs}/objects/deals` },
  { plural: "tickets", singular: "ticket", example: "subject, content, hs_pipeline, hs_pipeline_stage, hs_ticket_priority" },
];

const properties = (example: string) => ({ type: "object", additionalProperties: { type: "string" }, description: `Property values by internal name, e.g. ${example}.` });
const upper = (word: string) => word.toUpperCase();

function objectTools({ plural, singular, example, guide }: CrmObject): ProviderToolInput[] {
  const idName = `${singular}Id`;
  // HubSpot's reference pages are named after the method and path, e.g. crm-contacts-v3/basic/patch-crm-v3-objects-contacts-contactId;
  // the object's guide (which documents the same endpoints) stands in where the pages use a type id.
  const page = (group: string, method: string, suffix = "") =>
    guide ? (group === "search" ? `${docs}/search` : guide) : `${reference}/crm-${plural}-v3/${group}/${method}-crm-v3-objects-${plural}${suffix}`;
  return [
    {
      slug: `SEARCH_${upper(plural)}`,
      name: `Search ${plural}`,
      description: `Search ${plural} by text (\`query\`) and/or filters (\`filterGroups\`: groups OR'ed, filters inside a group AND'ed; operators EQ, NEQ, LT, GT, CONTAINS_TOKEN, HAS_PROPERTY…). \`properties\` names the properties to return (e.g. ${example}); page with \`after\`.`,
      method: "POST",
      path: `/crm/v3/objects/${plural}/search`,
      inputSchema: {
        type: "object",
        properties: {
          query: { type: "string", description: "Text searched in the default searchable properties." },
          filterGroups: {
            type: "array",
            maxItems: 5,
            items: {
              type: "object",
              properties: {
                filters: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: {
                      propertyName: { type: "string" },
                      operator: { type: "string", enum: ["EQ", "NEQ", "LT", "LTE", "GT", "GTE", "BETWEEN", "IN", "NOT_IN", "HAS_PROPERTY", "NOT_HAS_PROPERTY", "CONTAINS_TOKEN", "NOT_CONTAINS_TOKEN"] },
                      value: { type: "string" },
                      highValue: { type: "string" },
                      values: { type: "array", items: { type: "string" } },
                    },
                    required: ["propertyName", "operator"],
                  },
                },
              },
              required: ["filters"],
            },
          },
          sorts: { type: "array", items: { type: "object", properties: { propertyName: { type: "string" }, direction: { type: "string", enum: ["ASCENDING", "DESCENDING"] } } } },
          properties: { type: "array", items: { type: "string" }, description: "The properties to return." },
          limit: { type: "integer", minimum: 1, maximum: 200 },
          after: { type: "string", description: "The paging cursor from the previous answer's paging.next.after." },
        },
      },
      placement: { query: [], header: [], body: "json" },
      source: { kind: "reference", url: page("search", "post", "-search") },
    },
    {
      slug: `LIST_${upper(plural)}`,
      name: `List ${plural}`,
      description: `List ${plural}, a page at a time (\`limit\`, \`after\`). \`properties\` is a comma-separated list of the properties to return (e.g. ${example}).`,
      method: "GET",
      path: `/crm/v3/objects/${plural}`,
      inputSchema: {
        type: "object",
        properties: {
          limit: { type: "integer", minimum: 1, maximum: 100 },
          after: { type: "string" },
          properties: { type: "string", description: "Comma-separated property names to return." },
          associations: { type: "string", description: "Comma-separated object types whose associated ids to return, e.g. companies,deals." },
          archived: { type: "boolean" },
        },
      },
      placement: { query: ["limit", "after", "properties", "associations", "archived"], header: [] },
      source: { kind: "reference", url: page("basic", "get") },
    },
    {
      slug: `GET_${upper(singular)}`,
      name: `Get a ${singular}`,
      description: `Get one ${singular} by its id, with the properties named in \`properties\` (comma-separated).`,
      method: "GET",
      path: `/crm/v3/objects/${plural}/{${idName}}`,
      inputSchema: {
        type: "object",
        properties: {
          [idName]: { type: "string", pattern: "^[0-9]+$" },
          properties: { type: "string", description: "Comma-separated property names to return." },
          associations: { type: "string", description: "Comma-separated object types whose associated ids to return." },
        },
        required: [idName],
      },
      placement: { query: ["properties", "associations"], header: [] },
      source: { kind: "reference", url: page("basic", "get", `-${idName}`) },
    },
    {
      slug: `CREATE_${upper(singular)}`,
      name: `Create a ${singular}`,
      description: `Create a ${singular} from property values (e.g. ${example}).`,
      method: "POST",
      path: `/crm/v3/objects/${plural}`,
      inputSchema: { type: "object", properties: { properties: properties(example) }, required: ["properties"] },
      placement: { query: [], header: [], body: "json" },
      source: { kind: "reference", url: page("basic", "post") },
    },
    {
      slug: `UPDATE_${upper(singular)}`,
      name: `Update a ${singular}`,
      description: `Update properties of one ${singular}; only the properties given change.`,
      method: "PATCH",
      path: `/crm/v3/objects/${plural}/{${idName}}`,
      inputSchema: { type: "object", properties: { [idName]: { type: "string", pattern: "^[0-9]+$" }, properties: properties(example) }, required: [idName, "properties"] },
      placement: { query: [], header: [], body: "json" },
      source: { kind: "reference", url: page("basic", "patch", `-${idName}`) },
    },
  ];
}

/** 25 tools of HubSpot's CRM API (base URL https://api.hubapi.com). */
export const hubspotTools: ProviderToolInput[] = [
  ...objects.flatMap(objectTools),
  {
    slug: "CREATE_NOTE",
    name: "Create a note",
    description:
      "Log a note on the timeline of records: `properties.hs_note_body` (the text) and `properties.hs_timestamp` (ISO 8601) are needed; `associations` links it to a contact, company, deal or ticket (associationCategory HUBSPOT_DEFINED with the type id for note-to-object, e.g. 202 for note to contact).",
    method: "POST",
    path: "/crm/v3/objects/notes",
    inputSchema: {
      type: "object",
      properties: {
        properties: { type: "object", additionalProperties: { type: "string" }, description: "hs_note_body, hs_timestamp and optionally hubspot_owner_id." },
        associations: {
          type: "array",
          items: {
            type: "object",
            properties: {
              to: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
              types: { type: "array", items: { type: "object", properties: { associationCategory: { type: "string" }, associationTypeId: { type: "integer" } }, required: ["associationCategory", "associationTypeId"] } },
            },
            required: ["to", "types"],
          },
        },
      },
      required: ["properties"],
    },
    placement: { query: [], header: [], body: "json" },
    source: { kind: "reference", url: `${docs}/engagements/notes` },
  },
  {
    slug: "ASSOCIATE_RECORDS",
    name: "Associate two records",
    description: "Link two records with their default association, e.g. a contact to a company or a deal to a contact (object types: contacts, companies, deals, tickets, notes…).",
    method: "PUT",
    path: "/crm/v4/objects/{fromObjectType}/{fromObjectId}/associations/default/{toObjectType}/{toObjectId}",
    inputSchema: {
      type: "object",
      properties: {
        fromObjectType: { type: "string", pattern: "^[a-z_0-9-]+$" },
        fromObjectId: { type: "string", pattern: "^[0-9]+$" },
        toObjectType: { type: "string", pattern: "^[a-z_0-9-]+$" },
        toObjectId: { type: "string", pattern: "^[0-9]+$" },
      },
      required: ["fromObjectType", "fromObjectId", "toObjectType", "toObjectId"],
    },
    source: { kind: "reference", url: `${reference}/crm-associations-v4/basic/put-crm-v4-objects-fromObjectType-fromObjectId-associations-default-toObjectType-toObjectId` },
  },
  {
    slug: "LIST_PROPERTIES",
    name: "List an object's properties",
    description: "List the properties of an object type (contacts, companies, deals, tickets…) with their internal names, types and options. Use it to learn which property names to read, filter on or set.",
    method: "GET",
    path: "/crm/v3/properties/{objectType}",
    inputSchema: { type: "object", properties: { objectType: { type: "string", pattern: "^[a-z_0-9-]+$" } }, required: ["objectType"] },
    source: { kind: "reference", url: `${docs}/properties` },
  },
  {
    slug: "LIST_PIPELINES",
    name: "List pipelines and stages",
    description: "List the pipelines of deals or tickets with their stages (ids and labels); dealstage and hs_pipeline_stage take these stage ids.",
    method: "GET",
    path: "/crm/v3/pipelines/{objectType}",
    inputSchema: { type: "object", properties: { objectType: { type: "string", enum: ["deals", "tickets"] } }, required: ["objectType"] },
    source: { kind: "reference", url: `${docs}/pipelines` },
  },
  {
    slug: "LIST_OWNERS",
    name: "List owners",
    description: "List the account's owners (users who can own records) with their ids, names and emails; hubspot_owner_id takes these ids.",
    method: "GET",
    path: "/crm/v3/owners",
    inputSchema: { type: "object", properties: { email: { type: "string", description: "Only the owner with this email." }, limit: { type: "integer", minimum: 1, maximum: 500 }, after: { type: "string" } } },
    placement: { query: ["email", "limit", "after"], header: [] },
    source: { kind: "reference", url: `${docs}/owners` },
  },
];
