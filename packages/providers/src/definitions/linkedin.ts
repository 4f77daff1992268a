import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const SDK_CONSTANTS = "https://github.com/linkedin-developers/linkedin-api-js-client/blob/main/lib/utils/constants.ts";
const SDK_AUTH = "https://github.com/linkedin-developers/linkedin-api-js-client/blob/main/lib/auth.ts";
const SDK_OAUTH_UTILS = "https://github.com/linkedin-developers/linkedin-api-js-client/blob/main/lib/utils/oauth-utils.ts";
const PROFILE_PAGE = "https://learn.microsoft.com/en-us/linkedin/shared/integrations/people/profile-api";
const OIDC_PAGE = "https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2";

/**
 * LinkedIn's APIs (`https://api.linkedin.com`: the unversioned `/v2` and the versioned `/rest`, which
 * needs a `LinkedIn-Version` header per call), with 3-legged OAuth 2.0 as LinkedIn's own API client
 * runs it: the member is sent to `https://www.linkedin.com/oauth/v2/authorization` with comma-joined
 * scopes, and the code is exchanged (and a refresh token, where the app has one, redeemed) at
 * `https://www.linkedin.com/oauth/v2/accessToken` as a form with the client id and secret in the body.
 * The default scopes are Sign In with LinkedIn's OpenID Connect ones. The one tool is the Profile API's
 * `GET /v2/me` (a profile permission LinkedIn grants per app); the OIDC userinfo endpoint was not found
 * on a LinkedIn page read here, so it has no tool. LinkedIn's other products (sharing, marketing, pages)
 * need product approval and go through the proxy.
 */
export const linkedin: ProviderDefinitionInput = {
  id: "linkedin",
  name: "LinkedIn",
  description: "A LinkedIn member's profile, and LinkedIn's v2 and versioned REST APIs (sharing, pages, marketing, as the app is approved for them) through the proxy.",
  categories: ["social-media"],
  docsUrl: "https://learn.microsoft.com/en-us/linkedin/",
  kind: "http",
  baseUrl: "https://api.linkedin.com",
  authModes: [
    {
      type: "oauth2",
      label: "LinkedIn member",
      description:
        "Create an app in LinkedIn's Developer Portal, add the products it needs (e.g. Sign In with LinkedIn using OpenID Connect), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as an authorized redirect URL, and copy the client id and secret.",
      config: {
        authorize_url: "https://www.linkedin.com/oauth/v2/authorization",
        token_url: "https://www.linkedin.com/oauth/v2/accessToken",
        scope_separator: ",",
        scopes: ["openid", "profile", "email"],
      },
      scopes: [
        { name: "openid", description: "Required to indicate the application wants to use OIDC to authenticate the member." },
        { name: "profile", description: "Required to retrieve the member's lite profile including their id, name, and profile picture." },
        { name: "email", description: "Required to retrieve the member's email address." },
      ],
    },
  ],
  tools: [
    referenceTool({
      slug: "GET_CURRENT_MEMBER_PROFILE",
      name: "Get the current member's profile",
      description: "The authenticated member's profile (id, localized first and last name, headline, vanity name, picture), subject to the member's privacy settings. Needs a profile permission LinkedIn grants the app (r_liteprofile or r_basicprofile).",
      method: "GET",
      path: "/v2/me",
      url: PROFILE_PAGE,
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SDK_CONSTANTS]: ["OAuth base https://www.linkedin.com/oauth/v2", "baseUrl https://api.linkedin.com (/v2 and /rest)", "LinkedIn-Version header for /rest"],
    [SDK_OAUTH_UTILS]: ["authorizeUrl …/oauth/v2/authorization", "scopes joined with commas"],
    [SDK_AUTH]: ["tokenUrl …/oauth/v2/accessToken", "form body with client_id and client_secret", "refresh with grant_type=refresh_token"],
    [OIDC_PAGE]: ["scopes openid, profile, email"],
    [PROFILE_PAGE]: ["tool GET_CURRENT_MEMBER_PROFILE: GET https://api.linkedin.com/v2/me", "r_liteprofile / r_basicprofile"],
  },
  sources: [SDK_CONSTANTS, SDK_OAUTH_UTILS, SDK_AUTH, OIDC_PAGE, PROFILE_PAGE],
};
