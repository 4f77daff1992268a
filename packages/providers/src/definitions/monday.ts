import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const OAUTH = "https://developer.monday.com/apps/docs/oauth";
const FIRST_REQUEST = "https://developer.monday.com/api-reference/docs/getting-started";
const AUTHENTICATION = "https://developer.monday.com/api-reference/docs/authentication";

const graphql = referenceTool({
  slug: "GRAPHQL",
  name: "Run a monday.com GraphQL query or mutation",
  description:
    "Runs one GraphQL operation against the monday.com platform API, e.g. query { boards(limit: 10) { id name } }, query { boards(ids: [123]) { items_page(limit: 50) { cursor items { id name column_values { id text } } } } }, mutation { create_item(board_id: 123, item_name: \"New\") { id } }, query { me { id name } }. Pass values through variables when they come from users.",
  method: "POST",
  path: "/",
  url: FIRST_REQUEST,
  params: {
    query: { type: "string", description: "The GraphQL query or mutation (the `query` key of the JSON body).", requiredParam: true },
    variables: { type: "object", description: "Values for the operation's $variables (the `variables` key)." },
  },
});

/**
 * monday.com platform API: GraphQL, one endpoint (`https://api.monday.com/v2`, POST with a JSON body
 * holding `query` and optional `variables`), the access token in the `Authorization` header as is (the
 * reference says the token is sent in that header and shows no scheme). Calls go to the API's current
 * default version: the `API-Version` header picks another, and none is pinned here. One tool, the
 * GraphQL endpoint itself, which reaches boards, items, updates, docs, users and workspaces.
 *
 * OAuth: the authorize URL and the scopes are on monday's OAuth page; the token is valid until the user
 * uninstalls the app (`refresh: none`). Not confirmed on a monday.com page read here: the token
 * endpoint's URL (`https://auth.monday.com/oauth2/token`, the page names "the token request endpoint"
 * without its address in the text read; the URL is the one public clients post to) and how the client
 * authenticates there (`client_id` and `client_secret` in the body, as those clients send them).
 */
export const monday: ProviderDefinitionInput = {
  id: "monday",
  name: "monday.com",
  description: "Read and change monday.com boards, items, column values, updates, docs, users and workspaces through the platform's GraphQL API.",
  categories: ["project-management", "productivity"],
  docsUrl: "https://developer.monday.com/api-reference/docs/basics",
  kind: "http",
  baseUrl: "https://api.monday.com/v2",
  authModes: [
    {
      type: "oauth2",
      label: "monday.com account",
      description:
        "Create an app in monday.com's Developer Center, copy its client ID and secret, choose its scopes and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URL under OAuth.",
      config: {
        authorize_url: "https://auth.monday.com/oauth2/authorize",
        token_url: "https://auth.monday.com/oauth2/token",
        header_name: "Authorization",
        scopes: ["me:read", "boards:read", "boards:write", "updates:read", "updates:write", "workspaces:read"],
      },
      scopes: [
        { name: "account:read", description: "Read general information about the account." },
        { name: "assets:read", description: "Read data from assets the user has access to." },
        { name: "boards:read", description: "Read a user's board data." },
        { name: "boards:write", description: "Modify a user's board data." },
        { name: "docs:read", description: "Read a user's docs." },
        { name: "docs:write", description: "Modify a user's docs." },
        { name: "me:read", description: "Read a user's profile information." },
        { name: "notifications:write", description: "Send notifications on behalf of the user." },
        { name: "tags:read", description: "Read the account's tags." },
        { name: "teams:read", description: "Read information about the account's teams." },
        { name: "updates:read", description: "Read updates and replies the user can see." },
        { name: "updates:write", description: "Post or edit updates on behalf of the user." },
        { name: "users:read", description: "Read profile information of the account's users." },
        { name: "users:write", description: "Modify profile information of the account's users." },
        { name: "webhooks:read", description: "Read existing webhooks configuration." },
        { name: "webhooks:write", description: "Create and modify webhooks." },
        { name: "workspaces:read", description: "Read a user's workspaces data." },
        { name: "workspaces:write", description: "Modify a user's workspaces data." },
      ],
    },
    {
      type: "bearer",
      label: "Personal API token",
      description: "In monday.com, open your profile picture > Developers, then API token > Show, and copy the personal token (it has your own permissions).",
      headerName: "Authorization",
      prefix: "",
    },
  ],
  tools: [graphql],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH]: ["authorizeUrl", "scopes", "refresh: none (valid until the user uninstalls the app)"],
    [FIRST_REQUEST]: ["baseUrl https://api.monday.com/v2 (one GraphQL endpoint, POST, JSON body with query and variables)", "token in the Authorization header", "API-Version header", "tool GRAPHQL"],
    [AUTHENTICATION]: ["personal API token (Developer Center > API token)"],
  },
  sources: [OAUTH, FIRST_REQUEST, AUTHENTICATION],
};
