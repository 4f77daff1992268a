import type { ProviderDefinitionInput } from "@plugboard/core";
import { datadogTools } from "../tools/datadog.js";

/** Every Datadog site Datadog's API reference lists (the API host is `api.<site>`). */
const SITES = ["datadoghq.com", "us3.datadoghq.com", "us5.datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com", "ap2.datadoghq.com", "uk1.datadoghq.com", "ddog-gov.com", "us2.ddog-gov.com"];

/**
 * Datadog's API on the user's Datadog site (a connection config field), with an API key and an
 * application key in Datadog's two headers (the `custom` mode): reading data needs both.
 */
export const datadog: ProviderDefinitionInput = {
  id: "datadog",
  name: "Datadog",
  description: "Monitors, metric queries, log search, events, hosts and dashboards on Datadog.",
  categories: ["monitoring", "infrastructure"],
  docsUrl: "https://docs.datadoghq.com/api/latest/",
  kind: "http",
  baseUrl: "https://api.{{config.site}}",
  connectionConfig: [
    {
      name: "site",
      label: "Datadog site",
      description: "The site of your Datadog account, from the address you sign in at: app.datadoghq.com → datadoghq.com, us3.datadoghq.com, us5.datadoghq.com, app.datadoghq.eu → datadoghq.eu, ap1.datadoghq.com, ap2.datadoghq.com, uk1.datadoghq.com, app.ddog-gov.com → ddog-gov.com, us2.ddog-gov.com.",
      pattern: `^(${SITES.map((site) => site.replace(/\./g, "\\.")).join("|")})$`,
      example: "datadoghq.eu",
      default: "datadoghq.com",
    },
  ],
  authModes: [
    {
      type: "custom",
      label: "API key and application key",
      description:
        "Create an API key and an application key under Organization settings in Datadog. Writing data needs the API key; reading data needs both. The application key acts with the permissions of the user who created it.",
      injectionRules: [
        { target: "header", name: "DD-API-KEY", value: "{{api_key}}" },
        { target: "header", name: "DD-APPLICATION-KEY", value: "{{application_key}}" },
      ],
    },
  ],
  tools: datadogTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://docs.datadoghq.com/api/latest/authentication/",
    "https://docs.datadoghq.com/account_management/api-app-keys/",
    "https://docs.datadoghq.com/api/latest/monitors/",
    "https://docs.datadoghq.com/api/latest/logs/",
    "https://docs.datadoghq.com/logs/guide/access-your-log-data-programmatically/",
    "https://github.com/DataDog/datadog-api-client-typescript",
  ],
};
