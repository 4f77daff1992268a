import type { ProviderToolInput } from "@plugboard/core";

// Linear's API is GraphQL: every tool is a POST to /graphql with a fixed, documented operation (the
// `query` param's single `enum` value) and the operation's variables. Operations and fields follow Linear's own
// GraphQL guide and its published schema (linear/linear, packages/sdk/src/schema.graphql).
const guide = "https://linear.app/developers/graphql";

function graphqlTool(spec: {
  slug: string;
  name: string;
  description: string;
  query: string;
  variables: Record<string, unknown>;
  requiredVariables?: string[];
}): ProviderToolInput {
  const variables: Record<string, unknown> = { type: "object", properties: spec.variables };
  if (spec.requiredVariables?.length) variables.required = spec.requiredVariables;
  return {
    slug: spec.slug,
    name: spec.name,
    description: `${spec.description} Send \`query\` exactly as given (its only allowed value) and the values in \`variables\`.`,
    method: "POST",
    path: "/graphql",
    inputSchema: {
      type: "object",
      properties: { query: { type: "string", enum: [spec.query], description: "The GraphQL operation; always this exact text." }, variables },
      required: spec.requiredVariables?.length ? ["query", "variables"] : ["query"],
    },
    placement: { query: [], header: [], body: "json" },
    source: { kind: "reference", url: guide },
  };
}

const page = { first: { type: "integer", minimum: 1, maximum: 250, description: "Items per page (default 50)." }, after: { type: "string", description: "The endCursor of the previous page." } };
const ISSUE_FIELDS = "id identifier title description priority url createdAt updatedAt state { id name type } assignee { id name } team { id key name } project { id name } labels { nodes { id name } }";

/** 12 tools of Linear's GraphQL API (endpoint https://api.linear.app/graphql). */
export const linearTools: ProviderToolInput[] = [
  graphqlTool({
    slug: "GET_VIEWER",
    name: "Get the signed-in user",
    description: "Get the authenticated user (id, name, email) — e.g. to assign an issue to oneself.",
    query: "query Viewer { viewer { id name email } }",
    variables: {},
  }),
  graphqlTool({
    slug: "LIST_TEAMS",
    name: "List teams",
    description: "List the workspace's teams (id, key, name); creating an issue needs a team id.",
    query: "query Teams($first: Int, $after: String) { teams(first: $first, after: $after) { nodes { id key name } pageInfo { hasNextPage endCursor } } }",
    variables: page,
  }),
  graphqlTool({
    slug: "LIST_WORKFLOW_STATES",
    name: "List a team's workflow states",
    description: "List the workflow states (Backlog, Todo, In Progress, Done…) of a team with their ids — needed to move an issue with UPDATE_ISSUE's stateId.",
    query: "query TeamStates($teamId: String!) { team(id: $teamId) { states { nodes { id name type position } } } }",
    variables: { teamId: { type: "string", minLength: 1 } },
    requiredVariables: ["teamId"],
  }),
  graphqlTool({
    slug: "LIST_ISSUES",
    name: "List issues",
    description: "List issues, newest first, optionally filtered with an IssueFilter, e.g. `{ \"assignee\": { \"isMe\": { \"eq\": true } }, \"state\": { \"type\": { \"nin\": [\"completed\", \"canceled\"] } } }` or `{ \"team\": { \"key\": { \"eq\": \"ENG\" } } }`.",
    query: `query Issues($filter: IssueFilter, $first: Int, $after: String) { issues(filter: $filter, first: $first, after: $after) { nodes { ${ISSUE_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
    variables: { filter: { type: "object", description: "An IssueFilter." }, ...page },
  }),
  graphqlTool({
    slug: "SEARCH_ISSUES",
    name: "Search issues",
    description: "Full-text search of issues (title, description, comments) by words.",
    query: `query SearchIssues($term: String!, $first: Int, $after: String) { searchIssues(term: $term, first: $first, after: $after) { nodes { ${ISSUE_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
    variables: { term: { type: "string", minLength: 1 }, ...page },
    requiredVariables: ["term"],
  }),
  graphqlTool({
    slug: "GET_ISSUE",
    name: "Get an issue",
    description: "Get one issue by its id or identifier (e.g. `ENG-123`), with its comments.",
    query: `query Issue($id: String!) { issue(id: $id) { ${ISSUE_FIELDS} comments { nodes { id body createdAt user { id name } } } } }`,
    variables: { id: { type: "string", minLength: 1, description: "The issue id or identifier, e.g. ENG-123." } },
    requiredVariables: ["id"],
  }),
  graphqlTool({
    slug: "CREATE_ISSUE",
    name: "Create an issue",
    description: "Create an issue in a team (teamId from LIST_TEAMS); description is Markdown.",
    query: "mutation IssueCreate($input: IssueCreateInput!) { issueCreate(input: $input) { success issue { id identifier title url } } }",
    variables: {
      input: {
        type: "object",
        properties: {
          teamId: { type: "string" },
          title: { type: "string" },
          description: { type: "string", description: "Markdown." },
          assigneeId: { type: "string" },
          stateId: { type: "string" },
          priority: { type: "integer", minimum: 0, maximum: 4, description: "0 none, 1 urgent, 2 high, 3 medium, 4 low." },
          labelIds: { type: "array", items: { type: "string" } },
          projectId: { type: "string" },
          parentId: { type: "string", description: "Makes it a sub-issue of this issue." },
          dueDate: { type: "string", description: "YYYY-MM-DD." },
        },
        required: ["teamId", "title"],
      },
    },
    requiredVariables: ["input"],
  }),
  graphqlTool({
    slug: "UPDATE_ISSUE",
    name: "Update an issue",
    description: "Change an issue's title, description, state (stateId from LIST_WORKFLOW_STATES), assignee, priority, labels, project or due date.",
    query: "mutation IssueUpdate($id: String!, $input: IssueUpdateInput!) { issueUpdate(id: $id, input: $input) { success issue { id identifier title url state { name } } } }",
    variables: {
      id: { type: "string", minLength: 1, description: "The issue id or identifier." },
      input: {
        type: "object",
        properties: {
          title: { type: "string" },
          description: { type: "string" },
          stateId: { type: "string" },
          assigneeId: { type: ["string", "null"] },
          priority: { type: "integer", minimum: 0, maximum: 4 },
          labelIds: { type: "array", items: { type: "string" } },
          projectId: { type: ["string", "null"] },
          dueDate: { type: ["string", "null"] },
        },
      },
    },
    requiredVariables: ["id", "input"],
  }),
  graphqlTool({
    slug: "CREATE_COMMENT",
    name: "Comment on an issue",
    description: "Add a Markdown comment to an issue (issueId is the issue's id).",
    query: "mutation CommentCreate($input: CommentCreateInput!) { commentCreate(input: $input) { success comment { id body url } } }",
    variables: {
      input: { type: "object", properties: { issueId: { type: "string" }, body: { type: "string", description: "Markdown." } }, required: ["issueId", "body"] },
    },
    requiredVariables: ["input"],
  }),
  graphqlTool({
    slug: "LIST_PROJECTS",
    name: "List projects",
    description: "List projects (id, name, status, progress, target date).",
    query: "query Projects($first: Int, $after: String) { projects(first: $first, after: $after) { nodes { id name status { name type } progress targetDate url } pageInfo { hasNextPage endCursor } } }",
    variables: page,
  }),
  graphqlTool({
    slug: "LIST_USERS",
    name: "List users",
    description: "List the workspace's users (id, name, email) — to find an assignee id.",
    query: "query Users($first: Int, $after: String) { users(first: $first, after: $after) { nodes { id name displayName email active } pageInfo { hasNextPage endCursor } } }",
    variables: page,
  }),
  graphqlTool({
    slug: "LIST_LABELS",
    name: "List issue labels",
    description: "List issue labels (id, name) — for labelIds when creating or updating issues.",
    query: "query IssueLabels($first: Int, $after: String) { issueLabels(first: $first, after: $after) { nodes { id name color team { key } } pageInfo { hasNextPage endCursor } } }",
    variables: page,
  }),
];
