import type { ProviderDefinitionInput } from "@plugboard/core";
import { netlifyTools } from "../tools/netlify.js";

const NETLIFY_AUTH = "https://netlify.com/auth.md";
const NETLIFY_OPENAPI = "https://open-api.netlify.com/swagger.json";

/**
 * Netlify's REST API (`https://api.netlify.com/api/v1`). Netlify's page on authenticating agents says
 * every method ends with a bearer token acting as a Netlify user, and names the REST base URL and the
 * OpenAPI description the tools come from. Only the bearer mode is listed: the OAuth application flow's
 * token endpoint was not confirmed on a Netlify page read here, so it is left out rather than guessed.
 */
export const netlify: ProviderDefinitionInput = {
  id: "netlify",
  name: "Netlify",
  description: "A Netlify user's teams and sites: deploys (list, publish an earlier one, cancel), builds (start, follow), environment variables, forms and their submissions, DNS zones and records.",
  categories: ["developer-tools", "infrastructure"],
  docsUrl: "https://docs.netlify.com/api/get-started/",
  kind: "http",
  baseUrl: "https://api.netlify.com/api/v1",
  authModes: [
    {
      type: "bearer",
      label: "Personal access token",
      description: "A Netlify personal access token (created by a human in the Netlify app's user settings, under Applications), sent as Authorization: Bearer <token>; it acts as that user.",
    },
  ],
  tools: netlifyTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [NETLIFY_AUTH]: ["bearer token acting as a Netlify user", "baseUrl https://api.netlify.com/api/v1/", "OpenAPI description at open-api.netlify.com"],
    [NETLIFY_OPENAPI]: ["tools (operationIds)"],
  },
  sources: [NETLIFY_AUTH, NETLIFY_OPENAPI, "https://raw.githubusercontent.com/netlify/open-api/master/swagger.yml"],
};
