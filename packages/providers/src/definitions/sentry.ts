import type { ProviderDefinitionInput } from "@plugboard/core";
import { sentryTools } from "../tools/sentry.js";

/**
 * Sentry's REST API at the organization's data-storage location (`us` or `de`, a connection config
 * field; Sentry's OpenAPI document serves `https://{region}.sentry.io`), with an auth token as a
 * Bearer token. Self-hosted Sentry: install with `overrides.baseUrl` (`https://sentry.example.com`).
 */
export const sentry: ProviderDefinitionInput = {
  id: "sentry",
  name: "Sentry",
  description: "Errors and issues on Sentry: search, inspect (events, stack traces), resolve, assign and prioritize issues; query events; projects, releases, teams and DSNs.",
  categories: ["monitoring", "developer-tools"],
  docsUrl: "https://docs.sentry.io/api/",
  kind: "http",
  baseUrl: "https://{{config.region}}.sentry.io",
  connectionConfig: [
    {
      name: "region",
      label: "Data-storage location",
      description: "The data-storage location of the Sentry organization: us or de.",
      pattern: "^(us|de)$",
      example: "de",
      default: "us",
    },
  ],
  authModes: [
    {
      type: "bearer",
      label: "Sentry auth token",
      description:
        "An organization token from an internal integration (Settings → Custom Integrations, recommended) or a user auth token (User settings → Personal Tokens, needed for List your organizations), with the scopes the endpoints you use list (e.g. event:read for issues and events). Sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: sentryTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://docs.sentry.io/api/auth/",
    "https://docs.sentry.io/api/guides/create-auth-token/",
    "https://docs.sentry.io/api/events/retrieve-an-issue-event/",
    "https://github.com/getsentry/sentry-api-schema",
  ],
};
