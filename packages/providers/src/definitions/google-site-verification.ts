import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleSiteVerificationScopes, googleSiteVerificationTools } from "../tools/google-site-verification.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

const DISCOVERY = "https://siteverification.googleapis.com/$discovery/rest?version=v1";

/** Google Site Verification API v1 (`https://www.googleapis.com/siteVerification/v1`): verify ownership of sites and domains. Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleSiteVerification: ProviderDefinitionInput = {
  id: "google-site-verification",
  name: "Google Site Verification",
  description: "Prove ownership of websites and domains to Google: get a verification token (file, meta tag, DNS record), verify, list verified sites and manage their owners.",
  categories: ["developer-tools", "marketing"],
  docsUrl: "https://developers.google.com/site-verification/",
  kind: "http",
  baseUrl: "https://www.googleapis.com/siteVerification/v1",
  authModes: [googleOAuthMode({ api: "Google Site Verification API", scopes: googleSiteVerificationScopes, defaultScopes: ["https://www.googleapis.com/auth/siteverification"] })],
  tools: googleSiteVerificationTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [DISCOVERY]: ["baseUrl (rootUrl + servicePath siteVerification/v1/)", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, DISCOVERY],
};
