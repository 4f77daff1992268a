import type { ProviderDefinitionInput } from "@plugboard/core";
import { configcatTools } from "../tools/configcat.js";

const CONFIGCAT_OPENAPI = "https://api.configcat.com/docs/v1/swagger.json";

/**
 * ConfigCat's Public Management API (`https://api.configcat.com`), authenticated with Public API
 * credentials over HTTP Basic (the `Basic` scheme of ConfigCat's own OpenAPI description; credentials
 * are created at app.configcat.com/my-account/public-api-credentials). Tools from the same document.
 */
export const configcat: ProviderDefinitionInput = {
  id: "configcat",
  name: "ConfigCat",
  description: "List ConfigCat products, configs, environments and segments, read feature flags and their values per environment, create flags, change their values and targeting, and read the audit log.",
  categories: ["developer-tools"],
  docsUrl: CONFIGCAT_OPENAPI,
  kind: "http",
  baseUrl: "https://api.configcat.com",
  authModes: [
    {
      type: "basic",
      label: "Public API credentials",
      description: "Create Public API credentials at https://app.configcat.com/my-account/public-api-credentials; the username and password go in HTTP Basic.",
      usernameLabel: "Basic auth user name",
      passwordLabel: "Basic auth password",
    },
  ],
  tools: configcatTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [CONFIGCAT_OPENAPI]: ["baseUrl", "HTTP Basic with Public API credentials", "tools (operationIds)"] },
  sources: [CONFIGCAT_OPENAPI],
};
