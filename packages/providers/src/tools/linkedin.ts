import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written for what a self-serve LinkedIn app can get: "Sign In with LinkedIn using OpenID Connect"
// (openid, profile, email) and "Share on LinkedIn" (w_member_social). The Share on LinkedIn page and
// LinkedIn's own API client (its create-posts example) prove the two ways to post; the rest is said
// per tool. Marketing, page and community-management products need LinkedIn's approval and have no tools.

export const LINKEDIN_PROFILE_PAGE = "https://learn.microsoft.com/en-us/linkedin/shared/integrations/people/profile-api";
export const LINKEDIN_OIDC_PAGE = "https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2";
export const LINKEDIN_SHARE_PAGE = "https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/share-on-linkedin";
export const LINKEDIN_POSTS_PAGE = "https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api";
export const LINKEDIN_SDK_CREATE_POSTS = "https://github.com/linkedin-developers/linkedin-api-js-client/blob/f7413f89e6896015d507bd98edd76a52caa18a3a/examples/create-posts.ts";

const author: ReferenceParam = { type: "string", requiredParam: true, pattern: "^urn:li:person:", description: "The member's person URN, urn:li:person:<id> (the id is GET_USERINFO's sub)." };
const version: ReferenceParam = { type: "string", in: "header", requiredParam: true, pattern: "^[0-9]{6}$", description: "The versioned API's version, YYYYMM (a version LinkedIn still serves)." };

/** 5 tools of LinkedIn's APIs for a self-serve app: the member (OpenID Connect userinfo, /v2/me) and posting on the member's behalf. */
export const linkedinTools: ProviderToolInput[] = [
  referenceTool({
    slug: "GET_USERINFO",
    name: "Get the signed-in member (OpenID Connect)",
    description: "The authenticated member's OpenID Connect claims: sub (the member's id, as in the person URN urn:li:person:<sub>), name and picture (scope profile), email (scope email). Scope openid.",
    method: "GET",
    path: "/v2/userinfo",
    url: LINKEDIN_OIDC_PAGE,
  }),
  referenceTool({
    slug: "GET_CURRENT_MEMBER_PROFILE",
    name: "Get the current member's profile",
    description: "The authenticated member's profile (id, localized first and last name, headline, vanity name, picture), subject to the member's privacy settings. Needs a profile permission LinkedIn grants the app (r_liteprofile or r_basicprofile).",
    method: "GET",
    path: "/v2/me",
    url: LINKEDIN_PROFILE_PAGE,
  }),
  referenceTool({
    slug: "CREATE_SHARE",
    name: "Share a post (UGC Posts API)",
    description: "Posts on the member's behalf through the User Generated Content API (w_member_social): specificContent {\"com.linkedin.ugc.ShareContent\": {shareCommentary: {text}, shareMediaCategory: \"NONE\"}}, visibility {\"com.linkedin.ugc.MemberNetworkVisibility\": \"PUBLIC\" or \"CONNECTIONS\"}. LinkedIn answers with the created post's URN as its id.",
    method: "POST",
    path: "/v2/ugcPosts",
    url: LINKEDIN_SHARE_PAGE,
    params: {
      author,
      lifecycleState: { type: "string", enum: ["PUBLISHED"], requiredParam: true, description: "Always PUBLISHED." },
      specificContent: { type: "object", requiredParam: true, description: "{ \"com.linkedin.ugc.ShareContent\": { shareCommentary: { text }, shareMediaCategory: \"NONE\" } }" },
      visibility: { type: "object", requiredParam: true, description: "{ \"com.linkedin.ugc.MemberNetworkVisibility\": \"PUBLIC\" } (or \"CONNECTIONS\")." },
    },
  }),
  referenceTool({
    slug: "CREATE_POST",
    name: "Create a post (Posts API)",
    description: "Posts on the member's behalf through the versioned Posts API (w_member_social): commentary (the text), visibility PUBLIC, lifecycleState PUBLISHED, distribution {feedDistribution: \"MAIN_FEED\", targetEntities: [], thirdPartyDistributionChannels: []}; needs the LinkedIn-Version header.",
    method: "POST",
    path: "/rest/posts",
    url: LINKEDIN_SDK_CREATE_POSTS,
    params: {
      "LinkedIn-Version": version,
      author,
      commentary: { type: "string", requiredParam: true },
      visibility: { type: "string", requiredParam: true, description: "PUBLIC in LinkedIn's example." },
      lifecycleState: { type: "string", enum: ["PUBLISHED"], requiredParam: true },
      distribution: {
        type: "object",
        requiredParam: true,
        description: "{ feedDistribution: \"MAIN_FEED\", targetEntities: [], thirdPartyDistributionChannels: [] }",
        properties: { feedDistribution: { type: "string" }, targetEntities: { type: "array" }, thirdPartyDistributionChannels: { type: "array" } },
      },
    },
  }),
  referenceTool({
    slug: "DELETE_POST",
    name: "Delete a post",
    description: "Deletes one of the member's posts by its URN (urn:li:share:… or urn:li:ugcPost:…, URL-encoded in the path) through the versioned Posts API (w_member_social).",
    method: "DELETE",
    path: "/rest/posts/{postUrn}",
    url: LINKEDIN_POSTS_PAGE,
    params: { postUrn: { type: "string", description: "The post's URN, e.g. urn:li:share:7123456789 (the id CREATE_SHARE or CREATE_POST answered)." }, "LinkedIn-Version": version },
  }),
];
