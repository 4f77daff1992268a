import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

// Hand-written from Todoist's unified API v1 (https://api.todoist.com/api/v1). Each path is the one
// Doist's own TypeScript SDK calls (src/consts/endpoints.ts: tasks, tasks/filter, tasks/{id}/close,
// projects, sections, labels, comments, user), each citing its section of Todoist's API v1 reference.
const REF = "https://todoist.com/api/v1/docs";
const cursor = {
  cursor: { type: "string", description: "next_cursor of the previous page." },
  limit: { type: "integer", minimum: 1, maximum: 200, description: "Results per page." },
};

/** 9 tools of Todoist's API v1: the user, tasks (list, filter, create, update, close), projects, sections, labels and comments. */
export const todoistTools: ProviderToolInput[] = [
  referenceTool({
    slug: "GET_USER",
    name: "Get the current user",
    description: "The connected Todoist user: name, email, time zone, start page and karma.",
    method: "GET",
    path: "/user",
    url: `${REF}#tag/User`,
  }),
  referenceTool({
    slug: "LIST_TASKS",
    name: "List active tasks",
    description: "Active (uncompleted) tasks, optionally only those of one project, section or label; a page at a time.",
    method: "GET",
    path: "/tasks",
    url: `${REF}#tag/Tasks`,
    params: {
      project_id: { type: "string" },
      section_id: { type: "string" },
      label: { type: "string", description: "A label name." },
      ...cursor,
    },
  }),
  referenceTool({
    slug: "FILTER_TASKS",
    name: "Find tasks with a filter",
    description: "Active tasks matching a Todoist filter query, e.g. `today | overdue`, `#Work & p1`, `due before: next week`.",
    method: "GET",
    path: "/tasks/filter",
    url: `${REF}#tag/Tasks`,
    params: { query: { type: "string", requiredParam: true, description: "A Todoist filter query." }, lang: { type: "string" }, ...cursor },
  }),
  referenceTool({
    slug: "CREATE_TASK",
    name: "Create a task",
    description: "Add a task (content is required), optionally in a project or section, with a natural-language due date (`due_string`: \"tomorrow at 12:00\"), priority 1 (normal) to 4 (urgent) and labels.",
    method: "POST",
    path: "/tasks",
    url: `${REF}#tag/Tasks`,
    params: {
      content: { type: "string", requiredParam: true, description: "The task's text (Markdown allowed)." },
      description: { type: "string" },
      project_id: { type: "string" },
      section_id: { type: "string" },
      parent_id: { type: "string", description: "Make it a sub-task of this task." },
      labels: { type: "array", items: { type: "string" } },
      priority: { type: "integer", minimum: 1, maximum: 4 },
      due_string: { type: "string", description: "A natural-language due date." },
      due_date: { type: "string", description: "A due date as YYYY-MM-DD." },
    },
  }),
  referenceTool({
    slug: "UPDATE_TASK",
    name: "Update a task",
    description: "Change a task's content, description, labels, priority or due date.",
    method: "POST",
    path: "/tasks/{task_id}",
    url: `${REF}#tag/Tasks`,
    params: {
      task_id: { type: "string" },
      content: { type: "string" },
      description: { type: "string" },
      labels: { type: "array", items: { type: "string" } },
      priority: { type: "integer", minimum: 1, maximum: 4 },
      due_string: { type: "string" },
    },
  }),
  referenceTool({
    slug: "CLOSE_TASK",
    name: "Complete a task",
    description: "Mark a task done (a recurring task moves to its next occurrence).",
    method: "POST",
    path: "/tasks/{task_id}/close",
    url: `${REF}#tag/Tasks`,
    params: { task_id: { type: "string" } },
  }),
  referenceTool({
    slug: "LIST_PROJECTS",
    name: "List projects",
    description: "The user's projects (id, name, color, parent, view style), a page at a time.",
    method: "GET",
    path: "/projects",
    url: `${REF}#tag/Projects`,
    params: cursor,
  }),
  referenceTool({
    slug: "LIST_SECTIONS",
    name: "List sections",
    description: "The sections of a project (or of every project).",
    method: "GET",
    path: "/sections",
    url: `${REF}#tag/Sections`,
    params: { project_id: { type: "string" }, ...cursor },
  }),
  referenceTool({
    slug: "ADD_COMMENT",
    name: "Comment on a task or project",
    description: "Add a comment to a task (task_id) or a project (project_id).",
    method: "POST",
    path: "/comments",
    url: `${REF}#tag/Comments`,
    params: { content: { type: "string", requiredParam: true }, task_id: { type: "string" }, project_id: { type: "string" } },
  }),
];
