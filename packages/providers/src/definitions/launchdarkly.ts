import type { ProviderDefinitionInput } from "@plugboard/core";
import { launchdarklyTools } from "../tools/launchdarkly.js";

/**
 * LaunchDarkly's REST API v2 (`https://app.launchdarkly.com/api/v2`), authenticated with an access
 * token sent as is in the `Authorization` header (the `Token` apiKey scheme of LaunchDarkly's own
 * OpenAPI description; tokens are created at app.launchdarkly.com/settings#/tokens). Tools from the
 * same document.
 */
export const launchdarkly: ProviderDefinitionInput = {
  id: "launchdarkly",
  name: "LaunchDarkly",
  description: "List and read feature flags and their status per environment, create, update (turn on or off, change targets and rules) and copy flags, read projects, environments, segments, members and the audit log.",
  categories: ["developer-tools"],
  docsUrl: "https://apidocs.launchdarkly.com/",
  kind: "http",
  baseUrl: "https://app.launchdarkly.com/api/v2",
  authModes: [
    {
      type: "api_key",
      label: "Access token",
      description: "Create an access token with the role the agent needs at https://app.launchdarkly.com/settings#/tokens; it is sent as is in the Authorization header.",
      in: "header",
      name: "Authorization",
    },
  ],
  tools: launchdarklyTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://launchdarkly.github.io/ld-openapi/openapi.json": ["baseUrl", "api key in the Authorization header (Token scheme)", "tools (operationIds)"] },
  sources: ["https://launchdarkly.github.io/ld-openapi/openapi.json", "https://apidocs.launchdarkly.com/"],
};
