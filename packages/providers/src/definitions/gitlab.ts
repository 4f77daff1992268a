import type { ProviderDefinitionInput } from "@plugboard/core";
import { gitlabTools } from "../tools/gitlab.js";

/**
 * GitLab's REST API v4 on gitlab.com. OAuth 2.0 (authorization code with PKCE; access tokens last two
 * hours and every refresh invalidates the old access and refresh tokens and returns new ones) or a
 * personal access token. GitLab Self-Managed or Dedicated: install with `overrides` (`baseUrl`
 * `https://HOSTNAME/api/v4`, OAuth URLs `https://HOSTNAME/oauth/authorize`, `/oauth/token`, `/oauth/revoke`).
 */
export const gitlab: ProviderDefinitionInput = {
  id: "gitlab",
  name: "GitLab",
  description: "Projects, issues, merge requests, comments, repository files, branches, commits, CI/CD pipelines and search on GitLab.",
  categories: ["developer-tools", "project-management"],
  docsUrl: "https://docs.gitlab.com/api/rest/",
  kind: "http",
  baseUrl: "https://gitlab.com/api/v4",
  authModes: [
    {
      type: "oauth2",
      label: "GitLab account",
      description:
        "Register an application in GitLab (User settings > Applications, or a group's or the instance's applications) with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the redirect URI and the scopes the agent needs. Access tokens expire after two hours; each refresh returns a new refresh token and invalidates the old one.",
      config: {
        authorize_url: "https://gitlab.com/oauth/authorize",
        token_url: "https://gitlab.com/oauth/token",
        revokeUrl: "https://gitlab.com/oauth/revoke",
        pkce: true,
        refresh_token_rotation: true,
        scopes: ["api"],
      },
      scopes: [
        { name: "api", description: "Complete read and write access to the API, including all groups and projects, the container registry, the dependency proxy and the package registry." },
        { name: "read_api", description: "Read access to the API, including all groups and projects, the container registry and the package registry." },
        { name: "read_user", description: "Read-only access to the user's profile through the /user endpoint (username, public email, full name)." },
        { name: "read_repository", description: "Read-only access (pull) to repositories on private projects, through Git-over-HTTP or the repository files API." },
        { name: "write_repository", description: "Read and write access (pull and push) to repositories on private projects, through Git-over-HTTP (not the API)." },
        { name: "openid", description: "Authenticate with GitLab using OpenID Connect; also gives read-only access to the user's profile and group memberships." },
        { name: "profile", description: "Read-only access to the user's profile data using OpenID Connect." },
        { name: "email", description: "Read-only access to the user's primary email address using OpenID Connect." },
      ],
    },
    {
      type: "bearer",
      label: "Personal access token",
      description:
        "Create a personal access token in GitLab (User settings > Access tokens) with the api scope (or read_api for read-only use); it is sent as Authorization: Bearer <token>. A project or group access token works the same way for that project or group.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: gitlabTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://docs.gitlab.com/api/oauth2/",
    "https://gitlab.com/.well-known/openid-configuration",
    "https://docs.gitlab.com/integration/oauth_provider/",
    "https://docs.gitlab.com/security/tokens/access_token_scopes/",
    "https://docs.gitlab.com/api/rest/authentication/",
    "https://docs.gitlab.com/user/profile/personal_access_tokens/",
    "https://docs.gitlab.com/api/rest/",
  ],
};
