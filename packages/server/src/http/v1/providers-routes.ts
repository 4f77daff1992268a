import {
  InstallProviderRequestSchema,
  InstallProviderResponseSchema,
  ListProvidersQuerySchema,
  ListProvidersResponseSchema,
  ProviderDetailSchema,
  type InstallProviderResponse,
  type ListProvidersResponse,
  type ProviderDetail,
  type UpgradeProviderResponse,
  UpgradeProviderResponseSchema,
} from "@plugboard/core";
import { apiKeyOrigin, developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

const notFound = failure("No provider with that id in the catalog");

/**
 * The provider catalog: `GET /api/v1/providers` (search and filter), `GET /api/v1/providers/{id}` (what
 * a builder needs to decide) and `POST /api/v1/providers/{id}/install` (an ordinary submission made from
 * the provider, with warnings for what the plugin does not carry of the definition yet).
 */
export const PROVIDERS_ROUTES = v1RoutesUsing(["providers"], (v1Route) => [
  v1Route({
    method: "get",
    path: "/api/v1/providers",
    operationId: "listProviders",
    summary: "List the catalog's providers",
    description: "Ready integrations (auth, base URL, curated tools) that install as ordinary plugins. `q` matches words in id, name, description and categories; `category` filters.",
    tag: "Providers",
    auth: "apiKey",
    query: ListProvidersQuerySchema,
    responses: { 200: { description: "The matching providers, in catalog order", schema: ListProvidersResponseSchema }, 400: invalid, 401: unauthorized },
    async handle({ deps, query }): Promise<ListProvidersResponse> {
      return { providers: await deps.services.providers.list(query) };
    },
  }),
  v1Route({
    method: "get",
    path: "/api/v1/providers/{id}",
    operationId: "getProvider",
    summary: "Get a provider of the catalog",
    description:
      "Its auth modes (for OAuth: authorizeUrl, tokenUrl, scopeSeparator, pkce, authorizeParams, tokenParams, default and available scopes), " +
      "base URL or MCP server URL, per-connection config fields, tools, and the documentation the definition was written from.",
    tag: "Providers",
    auth: "apiKey",
    responses: { 200: { description: "The provider", schema: ProviderDetailSchema }, 401: unauthorized, 404: notFound },
    async handle({ deps, params }): Promise<ProviderDetail> {
      return deps.services.providers.get(params.id!);
    },
  }),
  v1Route({
    method: "post",
    path: "/api/v1/providers/{id}/install",
    operationId: "installProvider",
    summary: "Install a provider as a plugin submission",
    description:
      "Creates an ordinary submission (reviewed like any other) from the provider: the chosen auth modes (OAuth needs `oauth.clientId`), " +
      "the chosen tools (default: all) and the `overrides` of its URLs (self-hosted editions), which are recorded on the plugin for the reviewer. " +
      "`warnings` lists what the plugin does not carry of the definition yet.",
    tag: "Providers",
    auth: "apiKey",
    body: InstallProviderRequestSchema,
    responses: {
      201: { description: "Created in review status draft or pending_review, with warnings", schema: InstallProviderResponseSchema },
      400: invalid,
      401: unauthorized,
      404: notFound,
    },
    handle: ({ deps, body, params, request, response }): Promise<InstallProviderResponse> => deps.services.providers.install(developerOf(response.locals).id, params.id!, body, apiKeyOrigin(request, response)),
  }),
  v1Route({
    method: "post",
    path: "/api/v1/plugins/{slug}/upgrade",
    operationId: "upgradeProviderPlugin",
    summary: "Upgrade a plugin installed from the catalog to the provider's current definition",
    description:
      "The plugin's auth methods take the catalog's current configuration of their type (the OAuth client, its secret and the chosen scopes stay), " +
      "its tools the catalog's tool of the same slug, its base URL the catalog's (unless the install overrode it). " +
      "Tools and auth methods added or left out at install stay as they are. A creator's upgrade of an approved plugin sends it back to review, " +
      "where the change shows like any edit. `status` is `current` (nothing written) when the plugin already carries the definition.",
    tag: "Providers",
    auth: "apiKey",
    responses: {
      200: { description: "Upgraded, with the changes; or already current", schema: UpgradeProviderResponseSchema },
      401: unauthorized,
      404: failure("You have no plugin with that slug installed from the catalog"),
    },
    handle: ({ deps, params, request, response }): Promise<UpgradeProviderResponse> => {
      const developer = developerOf(response.locals);
      return deps.services.providers.upgrade(developer.id, developer, params.slug!, apiKeyOrigin(request, response));
    },
  }),
]);
