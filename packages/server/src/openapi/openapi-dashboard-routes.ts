import {
  ConnectionToolsResponseSchema,
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
  CreateCategoryRequestSchema,
  CreateDashboardPluginRequestSchema,
  CreateDashboardToolRequestSchema,
  DashboardAuthMethodSchema,
  DashboardCategorySchema,
  DashboardDeveloperSchema,
  DashboardPluginSchema,
  DashboardToolSchema,
  DeleteApiKeyRequestSchema,
  DeleteCategoryRequestSchema,
  DeleteDashboardAuthMethodRequestSchema,
  DeleteDashboardConnectionRequestSchema,
  DeleteDashboardToolQuerySchema,
  DeletedResponseSchema,
  ErrorResponseSchema,
  ListApiKeysResponseSchema,
  ListDashboardCategoriesResponseSchema,
  ListDashboardConnectionsQuerySchema,
  ListDashboardConnectionsResponseSchema,
  ListDashboardPluginsQuerySchema,
  ListDashboardPluginsResponseSchema,
  McpSyncResponseSchema,
  ReviewPluginRequestSchema,
  ReviewPluginResponseSchema,
  UpdateCategoryRequestSchema,
  UpdateDashboardPluginRequestSchema,
  UpdateDashboardToolRequestSchema,
  UpsertDashboardAuthMethodRequestSchema,
  ValidationErrorResponseSchema,
} from "@plugboard/core";
import type * as z from "zod";
import type { OpenApiAuth, OpenApiResponse, OpenApiRoute } from "./openapi-route.js";

const error = (description: string): OpenApiResponse => ({ description, schema: ErrorResponseSchema });
const invalid: OpenApiResponse = {
  description: "The input failed validation, or a slug (or auth method type) is taken; `details.fieldErrors` names each field",
  schema: ValidationErrorResponseSchema,
};
const unauthorized = error("No valid ID token (or API key where accepted)");
const unverifiedEmail = error("`email_not_verified`: a first sign-in whose ID token does not say `email_verified: true`");
const forbidden = error("Signed in, but neither an admin nor the plugin's creator");
const adminOnly = error("Signed in, but the role is not admin");

interface Spec {
  summary: string;
  description?: string;
  tag: string;
  auth?: OpenApiAuth;
  query?: z.ZodType;
  body?: z.ZodType;
  ok: [number, z.ZodType, string];
  errors?: Record<number, OpenApiResponse>;
}

function route(method: OpenApiRoute["method"], path: string, operationId: string, spec: Spec): OpenApiRoute {
  const [status, schema, description] = spec.ok;
  return {
    method,
    path: `/api/dashboard${path}`,
    operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tag: spec.tag,
    auth: spec.auth ?? "dashboard",
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    responses: { [status]: { description, schema }, 401: unauthorized, 403: unverifiedEmail, ...(spec.errors ?? {}) },
  };
}

const pluginScoped = { 403: forbidden, 404: error("No plugin with this id") };

/** The `/api/dashboard` routes (ID token, or an `nk_` API key except on `/api-keys`). */
export const DASHBOARD_ROUTES: readonly OpenApiRoute[] = [
  route("get", "/me", "getDashboardDeveloper", { summary: "The signed-in developer and role", tag: "Dashboard", ok: [200, DashboardDeveloperSchema, "The developer"] }),
  route("get", "/plugins", "listDashboardPlugins", {
    summary: "List the caller's plugins (admins: every plugin)",
    tag: "Dashboard plugins",
    query: ListDashboardPluginsQuerySchema,
    ok: [200, ListDashboardPluginsResponseSchema, "Plugins, newest first"],
    errors: { 400: invalid },
  }),
  route("post", "/plugins", "createDashboardPlugin", {
    summary: "Create a plugin (review status draft)",
    tag: "Dashboard plugins",
    body: CreateDashboardPluginRequestSchema,
    ok: [201, DashboardPluginSchema, "The new plugin"],
    errors: { 400: invalid },
  }),
  route("get", "/plugins/{pluginId}", "getDashboardPlugin", {
    summary: "A plugin with its tools, MCP tools and auth methods (no secrets)",
    tag: "Dashboard plugins",
    ok: [200, DashboardPluginSchema, "The plugin"],
    errors: pluginScoped,
  }),
  route("put", "/plugins/{pluginId}", "updateDashboardPlugin", {
    summary: "Update some fields of a plugin",
    tag: "Dashboard plugins",
    body: UpdateDashboardPluginRequestSchema,
    ok: [200, DashboardPluginSchema, "The updated plugin"],
    errors: { 400: invalid, ...pluginScoped },
  }),
  route("post", "/plugins/{pluginId}/submit", "submitDashboardPlugin", {
    summary: "Submit a draft or revision_requested plugin for review (creator)",
    tag: "Review",
    ok: [200, ReviewPluginResponseSchema, "Now pending_review"],
    errors: { ...pluginScoped, 409: error("The plugin's review status cannot move to pending_review") },
  }),
  route("post", "/plugins/{pluginId}/review", "reviewDashboardPlugin", {
    summary: "Approve, decline or request a revision (admin)",
    tag: "Review",
    body: ReviewPluginRequestSchema,
    ok: [200, ReviewPluginResponseSchema, "The new review status"],
    errors: { 400: invalid, 403: adminOnly, 404: error("No plugin with this id"), 409: error("Illegal review transition") },
  }),
  route("post", "/plugins/{pluginId}/mcp-sync", "syncDashboardPluginMcpTools", {
    summary: "Sync the plugin's MCP tools into the cache",
    tag: "Dashboard tools",
    ok: [200, McpSyncResponseSchema, "The MCP tool cache after the sync"],
    errors: { ...pluginScoped, 409: error("The plugin has no MCP server"), 501: error("MCP sync is not available on this server") },
  }),
  route("post", "/plugins/{pluginId}/tools", "createDashboardTool", {
    summary: "Create a manual tool",
    tag: "Dashboard tools",
    body: CreateDashboardToolRequestSchema,
    ok: [201, DashboardToolSchema, "The new tool"],
    errors: { 400: invalid, ...pluginScoped, 409: error("The plugin takes no manual tools (toolSource mcp) or has no baseUrl") },
  }),
  route("put", "/plugins/{pluginId}/tools", "updateDashboardTool", {
    summary: "Update a manual tool (tool id in the body as toolId or id)",
    tag: "Dashboard tools",
    body: UpdateDashboardToolRequestSchema,
    ok: [200, DashboardToolSchema, "The updated tool"],
    errors: { 400: invalid, ...pluginScoped, 409: error("MCP tools are read-only") },
  }),
  route("delete", "/plugins/{pluginId}/tools", "deleteDashboardTool", {
    summary: "Delete a manual tool (?id=<tool_id>)",
    tag: "Dashboard tools",
    query: DeleteDashboardToolQuerySchema,
    ok: [200, DeletedResponseSchema, "Deleted"],
    errors: { 400: invalid, ...pluginScoped, 409: error("MCP tools are read-only") },
  }),
  route("put", "/plugins/{pluginId}/auth-methods", "upsertDashboardAuthMethod", {
    summary: "Create or update an auth method (by authMethodId, else by type)",
    description: "201 when created, 200 when updated. Making one the default unsets the others. Client secrets are stored encrypted and never returned.",
    tag: "Dashboard auth methods",
    body: UpsertDashboardAuthMethodRequestSchema,
    ok: [200, DashboardAuthMethodSchema, "The auth method (201 when created)"],
    errors: { 201: { description: "Created", schema: DashboardAuthMethodSchema }, 400: invalid, ...pluginScoped },
  }),
  route("delete", "/plugins/{pluginId}/auth-methods", "deleteDashboardAuthMethod", {
    summary: "Delete an auth method",
    tag: "Dashboard auth methods",
    body: DeleteDashboardAuthMethodRequestSchema,
    ok: [200, DeletedResponseSchema, "Deleted"],
    errors: { 400: invalid, ...pluginScoped },
  }),
  route("get", "/api-keys", "listDashboardApiKeys", {
    summary: "List the caller's API keys (prefix only)",
    tag: "API keys",
    auth: "idToken",
    ok: [200, ListApiKeysResponseSchema, "Keys"],
  }),
  route("post", "/api-keys", "createDashboardApiKey", {
    summary: "Create an API key: the key is in this response only",
    tag: "API keys",
    auth: "idToken",
    body: CreateApiKeyRequestSchema,
    ok: [201, CreateApiKeyResponseSchema, "The key, shown once"],
    errors: { 400: invalid },
  }),
  route("delete", "/api-keys", "deleteDashboardApiKey", {
    summary: "Delete one of the caller's API keys",
    tag: "API keys",
    auth: "idToken",
    body: DeleteApiKeyRequestSchema,
    ok: [200, DeletedResponseSchema, "Deleted; the key is refused from now on"],
    errors: { 400: invalid, 404: error("No API key with this id") },
  }),
  route("get", "/connections", "listDashboardConnections", {
    summary: "List the caller's connections (admins: ?all=true for everyone's)",
    tag: "Dashboard connections",
    query: ListDashboardConnectionsQuerySchema,
    ok: [200, ListDashboardConnectionsResponseSchema, "Connections"],
    errors: { 400: invalid },
  }),
  route("delete", "/connections", "deleteDashboardConnection", {
    summary: "Delete a connection (own; admins any)",
    tag: "Dashboard connections",
    body: DeleteDashboardConnectionRequestSchema,
    ok: [200, DeletedResponseSchema, "Deleted"],
    errors: { 400: invalid, 403: error("Another developer's connection"), 404: error("No connection with this id") },
  }),
  route("get", "/connections/{connectionId}/tools", "listDashboardConnectionTools", {
    summary: "Tools usable through one connection (live for MCP when possible)",
    tag: "Dashboard connections",
    ok: [200, ConnectionToolsResponseSchema, "Tools"],
    errors: { 403: error("Another developer's connection"), 404: error("No connection with this id") },
  }),
  route("get", "/categories", "listDashboardCategories", {
    summary: "List categories",
    tag: "Categories",
    ok: [200, ListDashboardCategoriesResponseSchema, "Categories"],
  }),
  route("post", "/categories", "createDashboardCategory", {
    summary: "Create a category (admin)",
    tag: "Categories",
    body: CreateCategoryRequestSchema,
    ok: [201, DashboardCategorySchema, "The new category"],
    errors: { 400: invalid, 403: adminOnly },
  }),
  route("put", "/categories", "updateDashboardCategory", {
    summary: "Rename a category (admin)",
    tag: "Categories",
    body: UpdateCategoryRequestSchema,
    ok: [200, DashboardCategorySchema, "The category"],
    errors: { 400: invalid, 403: adminOnly, 404: error("No category with this id") },
  }),
  route("delete", "/categories", "deleteDashboardCategory", {
    summary: "Delete a category (admin); its plugins stay",
    tag: "Categories",
    body: DeleteCategoryRequestSchema,
    ok: [200, DeletedResponseSchema, "Deleted"],
    errors: { 400: invalid, 403: adminOnly, 404: error("No category with this id") },
  }),
];
