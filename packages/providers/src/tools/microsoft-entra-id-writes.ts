import type { ProviderToolInput } from "@plugboard/core";
import { graphReference } from "./microsoft-graph-params.js";
import { referenceTool } from "./reference-tool.js";

// Creating and updating users and groups: the published operations' inputs (the whole user and group
// resources) expand past the generator's limits; hand-written with the members a model needs, citing
// each endpoint's Microsoft Graph v1.0 reference page.

/** Create and update tools for Entra ID users and groups (base URL https://graph.microsoft.com/v1.0). */
export const microsoftEntraIdWriteTools: ProviderToolInput[] = [
  referenceTool({
    slug: "CREATE_USER",
    name: "Create a user",
    description: "Creates a user account in the organization.",
    method: "POST",
    path: "/users",
    url: graphReference("user-post-users"),
    params: {
      accountEnabled: { type: "boolean", requiredParam: true },
      displayName: { type: "string", requiredParam: true },
      mailNickname: { type: "string", description: "The mail alias.", requiredParam: true },
      userPrincipalName: { type: "string", description: "The sign-in name, e.g. ada@contoso.com (a verified domain of the tenant).", requiredParam: true },
      passwordProfile: {
        type: "object",
        requiredParam: true,
        properties: { password: { type: "string" }, forceChangePasswordNextSignIn: { type: "boolean" } },
        required: ["password"],
      },
      givenName: { type: "string" },
      surname: { type: "string" },
      jobTitle: { type: "string" },
      department: { type: "string" },
      usageLocation: { type: "string", description: "A two-letter country code (needed before assigning licenses)." },
    },
  }),
  referenceTool({
    slug: "UPDATE_USER",
    name: "Update a user",
    description: "Changes a user's properties; accountEnabled false blocks sign-in.",
    method: "PATCH",
    path: "/users/{user-id}",
    url: graphReference("user-update"),
    params: {
      "user-id": { type: "string", description: "The user's id or userPrincipalName." },
      accountEnabled: { type: "boolean" },
      displayName: { type: "string" },
      givenName: { type: "string" },
      surname: { type: "string" },
      jobTitle: { type: "string" },
      department: { type: "string" },
      officeLocation: { type: "string" },
      mobilePhone: { type: "string" },
      usageLocation: { type: "string" },
    },
  }),
  referenceTool({
    slug: "CREATE_GROUP",
    name: "Create a group",
    description: "Creates a Microsoft 365 group (groupTypes [\"Unified\"], mailEnabled true) or a security group (groupTypes [], mailEnabled false, securityEnabled true).",
    method: "POST",
    path: "/groups",
    url: graphReference("group-post-groups"),
    params: {
      displayName: { type: "string", requiredParam: true },
      mailNickname: { type: "string", requiredParam: true },
      mailEnabled: { type: "boolean", requiredParam: true },
      securityEnabled: { type: "boolean", requiredParam: true },
      groupTypes: { type: "array", items: { type: "string" } },
      description: { type: "string" },
      visibility: { type: "string", enum: ["Private", "Public", "HiddenMembership"] },
    },
  }),
  referenceTool({
    slug: "UPDATE_GROUP",
    name: "Update a group",
    description: "Changes a group's display name, description or visibility.",
    method: "PATCH",
    path: "/groups/{group-id}",
    url: graphReference("group-update"),
    params: {
      "group-id": { type: "string" },
      displayName: { type: "string" },
      description: { type: "string" },
      visibility: { type: "string", enum: ["Private", "Public", "HiddenMembership"] },
    },
  }),
];
