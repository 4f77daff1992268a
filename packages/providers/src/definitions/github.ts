import type { ProviderDefinitionInput } from "@plugboard/core";
import { githubTools } from "../tools/github.js";

/**
 * GitHub's REST API. OAuth app (web application flow) or a personal access token; tools from GitHub's
 * published OpenAPI description (`@octokit/openapi`). GitHub Enterprise Server: install with
 * `overrides` (`baseUrl` `https://HOSTNAME/api/v3`, OAuth URLs under `https://HOSTNAME/login/oauth/`).
 */
export const github: ProviderDefinitionInput = {
  id: "github",
  name: "GitHub",
  description: "Repositories, files, issues, pull requests, reviews, Actions workflows, releases and code search on GitHub.",
  categories: ["developer-tools"],
  docsUrl: "https://docs.github.com/en/rest",
  kind: "http",
  baseUrl: "https://api.github.com",
  headers: { Accept: "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28" },
  authModes: [
    {
      type: "oauth2",
      label: "GitHub account",
      description:
        "Register an OAuth app at https://github.com/settings/applications/new with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the authorization callback URL. OAuth app tokens do not expire; there is no refresh token.",
      config: {
        authorize_url: "https://github.com/login/oauth/authorize",
        token_url: "https://github.com/login/oauth/access_token",
        scopes: ["repo", "read:org", "read:user"],
      },
      scopes: [
        { name: "repo", description: "Full access to public and private repositories: code, commit statuses, invitations, collaborators, deployment statuses and webhooks." },
        { name: "public_repo", description: "Read and write access to public repositories only (code, commit statuses, collaborators, deployment statuses); also needed to star public repositories." },
        { name: "repo:status", description: "Read and write access to commit statuses of public and private repositories, without access to code." },
        { name: "read:org", description: "Read-only access to organization membership, organization projects and team membership." },
        { name: "read:user", description: "Read access to the user's profile data." },
        { name: "user:email", description: "Read access to the user's email addresses." },
        { name: "gist", description: "Write access to gists." },
        { name: "notifications", description: "Read access to the user's notifications, mark them read, watch and unwatch repositories." },
        { name: "workflow", description: "Add and update GitHub Actions workflow files." },
      ],
    },
    {
      type: "bearer",
      label: "Personal access token",
      description:
        "Create a fine-grained personal access token at https://github.com/settings/personal-access-tokens (or a classic token at https://github.com/settings/tokens) with access to the repositories the agent should use; it is sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: githubTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps",
    "https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/scopes-for-oauth-apps",
    "https://docs.github.com/en/rest/authentication/authenticating-to-the-rest-api",
    "https://docs.github.com/en/rest/about-the-rest-api/api-versions",
    "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens",
    "https://github.com/github/rest-api-description",
  ],
};
