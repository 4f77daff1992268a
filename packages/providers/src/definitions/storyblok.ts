import type { ProviderDefinitionInput } from "@plugboard/core";
import { STORYBLOK_CAPI_SPECS, storyblokTools } from "../tools/storyblok.js";

const SERVERS = `${STORYBLOK_CAPI_SPECS}/shared/servers.yaml`;
const SECURITY = `${STORYBLOK_CAPI_SPECS}/shared/security-schemes.yaml`;
const AUTHENTICATION = "https://www.storyblok.com/docs/api/content-delivery/v2/getting-started/authentication";
const ACCESS_TOKENS = "https://www.storyblok.com/docs/concepts/access-tokens";
const GETTING_STARTED = "https://storyblok.com/docs/api/content-delivery/v2/getting-started";

/** The API host of each region Storyblok's Content Delivery API servers list. */
const HOSTS = ["api.storyblok.com", "api-us.storyblok.com", "api-ca.storyblok.com", "api-ap.storyblok.com", "app.storyblokchina.cn"];

/**
 * Storyblok's Content Delivery API v2 (read-only), on the host of the space's region (a connection config
 * field: Storyblok's own OpenAPI description lists api.storyblok.com for EU spaces, api-us, api-ca and
 * api-ap for US, Canada and Australia, app.storyblokchina.cn for China), with the space's access token
 * as the `token` query parameter (the description's `PersonalAccessToken` scheme: an API key in the
 * query, named `token`). The Management API (writes, with a personal access token in a header) is not
 * part of this definition. Tools hand-written from that description (read at commit 57c69a3a of
 * storyblok/monoblok).
 */
export const storyblok: ProviderDefinitionInput = {
  id: "storyblok",
  name: "Storyblok",
  description: "Read a Storyblok space's published or draft content: list and get stories (filter by folder, content type, tag, search), links, tags, datasources and their entries, and the space.",
  categories: ["documentation", "marketing"],
  docsUrl: GETTING_STARTED,
  kind: "http",
  baseUrl: "https://{{config.api_host}}",
  connectionConfig: [
    {
      name: "api_host",
      label: "Region's API host",
      description: "The API host of your space's region: api.storyblok.com (EU), api-us.storyblok.com (US), api-ca.storyblok.com (Canada), api-ap.storyblok.com (Australia) or app.storyblokchina.cn (China).",
      pattern: `^(?:${HOSTS.map((host) => host.replace(/\./g, "\\.")).join("|")})$`,
      example: "api.storyblok.com",
      default: "api.storyblok.com",
    },
  ],
  authModes: [
    {
      type: "api_key",
      label: "Space access token",
      description: "An access token of the space (Settings → Access Tokens): a public token reads published content, a preview token also reads drafts. Sent as the token query parameter.",
      in: "query",
      name: "token",
    },
  ],
  tools: storyblokTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SERVERS]: ["API host per region: api (EU), api-us, api-ca, api-ap .storyblok.com, app.storyblokchina.cn"],
    [SECURITY]: ["token as the token query parameter (apiKey in query)"],
    [STORYBLOK_CAPI_SPECS]: ["every tool's method, path and query parameters"],
    [AUTHENTICATION]: ["the authentication page the description points to"],
    [ACCESS_TOKENS]: ["tokens under Settings → Access Tokens", "public token: published content; preview token: draft and published"],
    [GETTING_STARTED]: ["region-specific base URLs (EU api.storyblok.com/v2/cdn, US…)", "version=draft|published with the matching token"],
  },
  sources: [SERVERS, SECURITY, STORYBLOK_CAPI_SPECS, AUTHENTICATION, ACCESS_TOKENS, GETTING_STARTED],
};
