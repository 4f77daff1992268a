import type { ProviderDefinitionInput, ProviderScope } from "@plugboard/core";
import { BITBUCKET_OPENAPI, bitbucketTools } from "../tools/bitbucket.js";

// The OAuth 2 scopes Bitbucket's OpenAPI description declares (those an agent's tools use).
const scopes: ProviderScope[] = [
  { name: "account", description: "Read your account information." },
  { name: "repository", description: "Read your repositories." },
  { name: "repository:write", description: "Read and modify your repositories." },
  { name: "pullrequest", description: "Read your repositories and their pull requests." },
  { name: "pullrequest:write", description: "Read and modify your repositories and their pull requests." },
  { name: "issue", description: "Read your repositories' issues." },
  { name: "issue:write", description: "Read and modify your repositories' issues." },
  { name: "pipeline", description: "Access your repositories' build pipelines." },
  { name: "pipeline:write", description: "Access and rerun your repositories' build pipelines." },
  { name: "project", description: "Read your workspace's project settings and read repositories contained within your workspace's projects." },
];

/**
 * Bitbucket Cloud's REST API 2.0 (`https://api.bitbucket.org/2.0`). OAuth 2.0 through an OAuth
 * consumer created in a workspace's settings: authorize at `bitbucket.org/site/oauth2/authorize`, and
 * exchange (and refresh, `grant_type=refresh_token`) at `/site/oauth2/access_token` with the consumer's
 * key and secret in HTTP Basic. The scopes are chosen on the consumer itself (none are requested by
 * default); access tokens last an hour. Whether a refresh answers a new refresh token is not stated on
 * the page read: `refresh: reuse`. Tools hand-written from Bitbucket's own OpenAPI description.
 */
export const bitbucket: ProviderDefinitionInput = {
  id: "bitbucket",
  name: "Bitbucket Cloud",
  description: "Browse Bitbucket Cloud workspaces and repositories, open, review, comment on, approve and merge pull requests, work with issues, and read commits, branches and files.",
  categories: ["developer-tools"],
  docsUrl: "https://developer.atlassian.com/cloud/bitbucket/oauth-2",
  kind: "http",
  baseUrl: "https://api.bitbucket.org/2.0",
  authModes: [
    {
      type: "oauth2",
      label: "Bitbucket account",
      description:
        "In the workspace's settings, add an OAuth consumer (Apps and features → OAuth consumers) with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its callback URL, and check the permissions the agent needs there (Bitbucket takes the scopes from the consumer).",
      config: {
        authorize_url: "https://bitbucket.org/site/oauth2/authorize",
        token_url: "https://bitbucket.org/site/oauth2/access_token",
        token_endpoint_auth_method: "client_secret_basic",
      },
      scopes,
    },
  ],
  tools: bitbucketTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://developer.atlassian.com/cloud/bitbucket/oauth-2": ["authorizeUrl", "tokenUrl", "clientAuth: basic (curl -u client_id:secret)", "refresh with grant_type=refresh_token"],
    "https://confluence.atlassian.com/x/pwIwDg": ["OAuth consumer setup, callback URL, permissions on the consumer"],
    [BITBUCKET_OPENAPI]: ["baseUrl", "scopes", "every tool's method and path"],
  },
  sources: ["https://developer.atlassian.com/cloud/bitbucket/oauth-2", "https://confluence.atlassian.com/x/pwIwDg", BITBUCKET_OPENAPI],
};
