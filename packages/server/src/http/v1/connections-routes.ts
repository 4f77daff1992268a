import { requestIdOf } from "../audit-origin.js";
import {
  CreateConnectLinkRequestSchema,
  CreateConnectLinkResponseSchema,
  CreateConnectionRequestSchema,
  CreateConnectionResponseSchema,
  DeleteConnectionRequestSchema,
  DeleteConnectionResponseSchema,
  InitiateConnectionRequestSchema,
  InitiateConnectionResponseSchema,
  ListConnectionsQuerySchema,
  ListConnectionsResponseSchema,
  ConnectionItemSchema,
  UpdateConnectionRequestSchema,
  type ConnectionItem,
  OAuthCallbackQuerySchema,
  OAuthClientMetadataDocumentSchema,
  type OAuthClientMetadataDocument,
  type CreateConnectLinkResponse,
  type CreateConnectionResponse,
  type DeleteConnectionResponse,
  type InitiateConnectionResponse,
  type ListConnectionsResponse,
} from "@plugboard/core";
import type { Request } from "express";
import type { ReturnUrlHeaders } from "../../services/connect-flow/resolve-return-url.js";
import { ServiceError } from "../../errors/service-error.js";
import { redirectTo } from "../route.js";
import { apiKeyOrigin, developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/** The headers a return URL may fall back to (docs/connecting-users.md §4), read from a request. */
export function returnUrlHeadersOf(request: Request): ReturnUrlHeaders {
  return {
    "x-svc-redirect-url": request.get("x-svc-redirect-url"),
    "x-return-url": request.get("x-return-url"),
    referer: request.get("referer"),
    origin: request.get("origin"),
  };
}

/**
 * Connections of a developer's end-users: `POST /connections/initiate` (a provider, MCP or hosted
 * page URL), `POST /connections/connect-link` (a hosted page URL to hand a user), `POST /connections` (direct credentials, upsert), `GET
 * /connections?userId=` (newest first), `DELETE /connections` (`{ userId, plugin | connectionId }`,
 * also from the query string for clients that cannot send a DELETE body), and the fixed OAuth callback
 * `GET /oauth/callback`, which takes no API key: the signed state authenticates the flow.
 */
export const CONNECTIONS_ROUTES = v1RoutesUsing(["connections", "initiate", "connectLinks", "connectFlow", "mcpClientMetadata"], (v1Route) => [
  v1Route({
    method: "get",
    path: "/api/v1/oauth/callback",
    operationId: "oauthCallback",
    summary: "OAuth callback of every provider (register it as the redirect URI)",
    description: "Called by the OAuth provider, not by developers. Redirects to the return URL with status=success or status=error&error=<message>.",
    tag: "Connections",
    auth: "none",
    query: OAuthCallbackQuerySchema,
    cacheControl: "no-store",
    responses: { 302: { description: "Redirect to the final return URL", redirect: true }, 400: failure("The state is missing, forged or far too old, or the final return URL is no longer allowed") },
    async handle({ deps, query, request, response }) {
      return redirectTo((await deps.services.connectFlow.handleCallback(query, requestIdOf(request, response))).redirectUrl);
    },
  }),
  v1Route({
    method: "get",
    path: "/api/v1/oauth/client-metadata.json",
    operationId: "oauthClientMetadata",
    summary: "Plugboard's OAuth client metadata document (its client_id at MCP authorization servers)",
    description:
      "Fetched by MCP authorization servers that support client ID metadata documents, when Plugboard presents this document's URL as its `client_id` instead of registering. 404 when Plugboard has no https base URL (and no PLUGBOARD_MCP_CLIENT_METADATA_URL).",
    tag: "Connections",
    auth: "none",
    cacheControl: "public, max-age=3600",
    responses: { 200: { description: "The client metadata document", schema: OAuthClientMetadataDocumentSchema }, 404: failure("Plugboard publishes no client metadata document (its base URL is not https)") },
    handle: async ({ deps }): Promise<OAuthClientMetadataDocument> => {
      const document = deps.services.mcpClientMetadata();
      if (!document) throw new ServiceError("not_found", "Plugboard publishes no client metadata document: its BASE_URL is not https");
      return document;
    },
  }),
  v1Route({
    method: "post",
    path: "/api/v1/connections/initiate",
    operationId: "initiateConnection",
    summary: "Start a connection: returns the URL to send the end-user to",
    tag: "Connections",
    auth: "apiKey",
    body: InitiateConnectionRequestSchema,
    cacheControl: "no-store",
    responses: {
      200: { description: "Connect URL, the final return URL, and `connectionRequestId` (follow the outcome with GET /api/v1/connections/requests/{id})", schema: InitiateConnectionResponseSchema },
      400: invalid,
      401: unauthorized,
      404: failure("No approved plugin with this slug, or a `connectionId` that is not the user's account there"),
    },
    handle: ({ deps, body, request, response }): Promise<InitiateConnectionResponse> =>
      deps.services.initiate.initiate(developerOf(response.locals).id, body, returnUrlHeadersOf(request)),
  }),
  v1Route({
    method: "post",
    path: "/api/v1/connections/connect-link",
    operationId: "createConnectLink",
    summary: "A hosted connect-page URL to hand an end-user",
    description:
      "Returns a link to Plugboard's hosted connect page for this user and plugin (every auth method of the plugin), usable once until `expiresAt` (30 minutes). The flow ends on Plugboard's \"you can close this window\" page: meant for a link given in a conversation, where no return URL of your app applies.",
    tag: "Connections",
    auth: "apiKey",
    body: CreateConnectLinkRequestSchema,
    cacheControl: "no-store",
    responses: {
      200: { description: "The URL and its expiry", schema: CreateConnectLinkResponseSchema },
      400: invalid,
      401: unauthorized,
      404: failure("No approved plugin with this slug, or a `connectionId` that is not the user's account there"),
      409: failure("`already_connected`: with `reauthorizeOnly`, the user's account is connected (no link)"),
    },
    async handle({ deps, body, response }): Promise<CreateConnectLinkResponse> {
      const { userId, plugin, ...account } = body;
      const link = await deps.services.connectLinks.forUser({ developerId: developerOf(response.locals).id, userId, pluginSlug: plugin, ...account });
      if (!link) throw new ServiceError("not_found", `No approved plugin named "${body.plugin}"`);
      return { url: link.connectUrl, expiresAt: link.expiresAt.toISOString(), connectionRequestId: link.connectionRequestId, accountLabel: link.accountLabel };
    },
  }),
  v1Route({
    method: "post",
    path: "/api/v1/connections",
    operationId: "createConnection",
    summary: "Store an end-user's credentials directly (upsert of one account)",
    description:
      "Stores the credentials on the user's existing connection to the plugin, which is updated (`connection.updated`): the account `connectionId` names, else the one labelled `accountLabel`, else the default account (which takes `accountLabel`). A new account is created only when the user has none at the plugin, or with `addAccount: true` (and an `accountLabel` naming it). The user's first account of a plugin is its default account.",
    tag: "Connections",
    auth: "apiKey",
    body: CreateConnectionRequestSchema,
    responses: {
      200: { description: "Connected: the account's `connectionId`, `accountLabel` and whether it is the default", schema: CreateConnectionResponseSchema },
      400: invalid,
      401: unauthorized,
      404: failure("No approved plugin with this slug, no auth method of this type, or a `connectionId` that is not the user's account there"),
      409: failure("The updated account would take a label another account of the user has"),
    },
    handle: ({ deps, body, request, response }): Promise<CreateConnectionResponse> => deps.services.connectFlow.connect(developerOf(response.locals).id, body, apiKeyOrigin(request, response)),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/connections",
    operationId: "listConnections",
    summary: "List an end-user's connections (every account, or every account at one plugin)",
    tag: "Connections",
    auth: "apiKey",
    query: ListConnectionsQuerySchema,
    responses: { 200: { description: "The end-user's connections, newest first", schema: ListConnectionsResponseSchema }, 400: invalid, 401: unauthorized },
    async handle({ deps, query, response }): Promise<ListConnectionsResponse> {
      return { connections: await deps.services.connections.list(developerOf(response.locals).id, query.userId, { plugin: query.plugin }) };
    },
  }),
  v1Route({
    method: "patch",
    path: "/api/v1/connections/{id}",
    operationId: "updateConnection",
    summary: "Make an account the default one, or rename it",
    description:
      "`isDefault: true` makes this account the one calls use when they name neither `connectionId` nor `accountLabel` (the previous default stops being it); `accountLabel` renames it.",
    tag: "Connections",
    auth: "apiKey",
    body: UpdateConnectionRequestSchema,
    responses: {
      200: { description: "The account as listed", schema: ConnectionItemSchema },
      400: invalid,
      401: unauthorized,
      404: failure("No connection with this id for this developer"),
      409: failure("The user already has an account with this label at this plugin"),
    },
    handle: ({ deps, body, params, request, response }): Promise<ConnectionItem> => deps.services.connections.update(developerOf(response.locals).id, params.id!, body, apiKeyOrigin(request, response)),
  }),
  v1Route({
    method: "delete",
    path: "/api/v1/connections/{id}",
    operationId: "deleteConnectionById",
    summary: "Delete one account (revoking its tokens); the user's other accounts stay",
    tag: "Connections",
    auth: "apiKey",
    responses: { 200: { description: "Disconnected", schema: DeleteConnectionResponseSchema }, 401: unauthorized, 404: failure("No connection with this id for this developer") },
    handle: ({ deps, params, request, response }): Promise<DeleteConnectionResponse> => deps.services.connections.disconnectById(developerOf(response.locals).id, params.id!, apiKeyOrigin(request, response)),
  }),
  v1Route({
    method: "delete",
    path: "/api/v1/connections",
    operationId: "deleteConnection",
    summary: "Disconnect an end-user from a plugin (every account, or the one named)",
    tag: "Connections",
    auth: "apiKey",
    body: DeleteConnectionRequestSchema,
    queryAndBody: true,
    responses: {
      200: { description: "Disconnected", schema: DeleteConnectionResponseSchema },
      400: invalid,
      401: unauthorized,
      404: failure("No matching connection for this developer and userId"),
    },
    handle: ({ deps, body, request, response }): Promise<DeleteConnectionResponse> => deps.services.connections.disconnect(developerOf(response.locals).id, body, apiKeyOrigin(request, response)),
  }),
]);
