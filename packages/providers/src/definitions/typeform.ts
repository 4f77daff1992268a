import type { ProviderDefinitionInput } from "@plugboard/core";
import { typeformTools } from "../tools/typeform.js";

const APPS_PAGE = "https://www.typeform.com/developers/get-started/applications/";
const SCOPES_PAGE = "https://www.typeform.com/developers/get-started/scopes/";
const RESPONSES_PAGE = "https://www.typeform.com/developers/responses/reference/retrieve-responses/";
const WALKTHROUGH_PAGE = "https://www.typeform.com/developers/responses/walkthroughs/";

/**
 * Typeform's Create, Responses and Webhooks APIs at `https://api.typeform.com` (its US data center).
 * OAuth 2.0 authorization code flow: the authorize and token URLs are the ones Typeform's applications
 * page lists; scopes are joined with `+` in the authorize URL (a space, encoded), and the `offline` scope
 * must be asked for to receive a refresh token, so it is always among the default scopes. Not confirmed
 * on the pages read: the scope of the Responses API (`responses:read` is not listed here for that reason;
 * a builder adds it from Typeform's scopes page), the client authentication at the token endpoint (the
 * form body is used), whether refresh tokens rotate (`refresh: reuse`), and the EU data center's hosts.
 */
export const typeform: ProviderDefinitionInput = {
  id: "typeform",
  name: "Typeform",
  description: "A Typeform account's forms and their responses: list and read forms, delete one, retrieve responses.",
  categories: ["productivity", "marketing"],
  docsUrl: "https://www.typeform.com/developers/",
  kind: "http",
  baseUrl: "https://api.typeform.com",
  authModes: [
    {
      type: "oauth2",
      label: "Typeform account",
      description:
        "In Typeform, open your organization's Developer apps, register a new app with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI, and copy the client id and the client secret (shown once).",
      config: {
        authorize_url: "https://api.typeform.com/oauth/authorize",
        token_url: "https://api.typeform.com/oauth/token",
        scopes: ["offline", "accounts:read", "forms:read"],
      },
      scopes: [
        { name: "offline", description: "Receive a refresh token (always add it)." },
        { name: "accounts:read", description: "Read basic information from the Typeform account (/me)." },
        { name: "forms:read", description: "List and read forms and their messages." },
        { name: "forms:write", description: "Create, update and delete forms." },
        { name: "images:write", description: "Add images to the account." },
      ],
    },
  ],
  tools: typeformTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [APPS_PAGE]: ["authorizeUrl https://api.typeform.com/oauth/authorize", "tokenUrl https://api.typeform.com/oauth/token", "access token in the Authorization header"],
    [SCOPES_PAGE]: ["scopes accounts:read, forms:read, forms:write, images:write", "offline scope for a refresh token", "scopes joined with + in the authorize URL", "paths /me, /forms, /forms/{form_id}"],
    [RESPONSES_PAGE]: ["GET /forms/{form_id}/responses and its query parameters"],
    [WALKTHROUGH_PAGE]: ["baseUrl https://api.typeform.com"],
  },
  sources: [APPS_PAGE, SCOPES_PAGE, RESPONSES_PAGE, WALKTHROUGH_PAGE],
};
