import type { ProviderDefinitionInput } from "@plugboard/core";
import { notionTools } from "../tools/notion.js";

/**
 * Notion's REST API (`https://api.notion.com/v1`), pinned to `Notion-Version: 2025-09-03` (every request
 * must name a version). Why this version: it is Notion's latest, the default of Notion's own SDK 5.x,
 * and the first with data sources (a database holds one or more tables). Under 2022-06-28, a database
 * whose owner adds a second data source can no longer be read, queried or written, so the database tools
 * here work through data sources (GET_DATABASE lists them, QUERY_DATA_SOURCE and CREATE_PAGE use their ids). A public integration signs users in with OAuth (`owner=user`; the token request
 * authenticates with HTTP Basic; there are no scopes — what the integration may do is set in its
 * capabilities, and which pages it sees is chosen by the user on Notion's consent screen); an internal
 * integration has one static token. The token endpoint (`POST /v1/oauth/token`) takes a JSON body and
 * HTTP Basic client authentication, as the create-a-token and refresh-a-token reference pages show
 * (request body `application/json`; "Basic authentication header"); refresh-a-token "generates a new
 * access token and new refresh token", so refresh tokens rotate.
 */
export const notion: ProviderDefinitionInput = {
  id: "notion",
  name: "Notion",
  description: "Search, read and write Notion pages, blocks, databases and their data sources, query data source rows, and comment — in the pages a user shared with the integration.",
  categories: ["productivity", "documentation"],
  docsUrl: "https://developers.notion.com/reference/intro",
  kind: "http",
  baseUrl: "https://api.notion.com/v1",
  headers: { "Notion-Version": "2025-09-03" },
  authModes: [
    {
      type: "oauth2",
      label: "Notion workspace",
      description:
        "Create a public integration (connection) in Notion's integration dashboard (https://www.notion.so/my-integrations), choose its capabilities, and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI. The user picks the pages the integration may access while authorizing.",
      config: {
        authorize_url: "https://api.notion.com/v1/oauth/authorize",
        token_url: "https://api.notion.com/v1/oauth/token",
        extra_params: { owner: "user" },
        token_endpoint_auth_method: "client_secret_basic",
        token_request_format: "json",
        refresh_token_rotation: true,
      },
    },
    {
      type: "bearer",
      label: "Internal integration token",
      description:
        "Create an internal integration in Notion's integration dashboard (https://www.notion.so/my-integrations) and copy its secret; then share each page or database with the integration (••• menu → Add connections). Sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: notionTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    "https://developers.notion.com/docs/authorization": ["authorizeUrl with owner=user", "no scopes: capabilities set on the integration, pages chosen by the user", "internal integration token as Bearer"],
    "https://developers.notion.com/reference/authentication": ["Authorization: Bearer <token>"],
    "https://developers.notion.com/reference/create-a-token": ["tokenUrl POST /v1/oauth/token", "token_request_format: json", "clientAuth: basic"],
    "https://developers.notion.com/reference/refresh-a-token": ["refresh: rotate (a new access and refresh token)"],
    "https://developers.notion.com/reference/versioning": ["Notion-Version header required on every request; latest version 2025-09-03"],
    "https://developers.notion.com/reference/changes-by-version": ["2025-09-03: database APIs reorganized into data sources (data_source_id)"],
    "https://developers.notion.com/docs/upgrade-guide-2025-09-03": ["why 2025-09-03: under older versions, a database given a second data source can no longer be read, queried or written"],
    "https://github.com/makenotion/notion-sdk-js/blob/main/src/api-endpoints/data-sources.ts": ["tools GET_DATA_SOURCE, QUERY_DATA_SOURCE: methods and paths", "defaultNotionVersion 2025-09-03 (src/Client.ts)"],
  },
  sources: [
    "https://developers.notion.com/docs/authorization",
    "https://developers.notion.com/reference/authentication",
    "https://developers.notion.com/reference/create-a-token",
    "https://developers.notion.com/reference/refresh-a-token",
    "https://developers.notion.com/reference/versioning",
    "https://developers.notion.com/reference/changes-by-version",
    "https://developers.notion.com/docs/upgrade-guide-2025-09-03",
    "https://github.com/makenotion/notion-sdk-js/blob/main/src/api-endpoints/data-sources.ts",
    "https://developers.notion.com/reference/intro",
  ],
};
