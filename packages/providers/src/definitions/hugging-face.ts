import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const HUB = "https://github.com/huggingface/huggingface.js/blob/main/packages/hub/src";

/**
 * The Hugging Face Hub API (`https://huggingface.co`, the `HUB_URL` of Hugging Face's own hub client;
 * API paths start with `/api`), with a user access token sent as `Authorization: Bearer <token>`, as that
 * client sends it. The Hub's OAuth endpoints are discovered from its OpenID configuration at run time in
 * the client, so they are not written here and the provider offers the token only.
 */
export const huggingFace: ProviderDefinitionInput = {
  id: "hugging-face",
  name: "Hugging Face",
  description: "The Hugging Face Hub: who the token belongs to, and search models by name, author, task and tags.",
  categories: ["ai", "developer-tools"],
  docsUrl: "https://huggingface.co/docs/hub/api",
  kind: "http",
  baseUrl: "https://huggingface.co",
  authModes: [
    {
      type: "bearer",
      label: "User access token",
      description: "A user access token (huggingface.co/settings/tokens), sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: [
    referenceTool({ slug: "WHOAMI", name: "Who am I", description: "The token's user (name, email, orgs, plan) and the token's role and permissions.", method: "GET", path: "/api/whoami-v2", url: `${HUB}/lib/who-am-i.ts` }),
    referenceTool({
      slug: "SEARCH_MODELS",
      name: "Search models",
      description: "Models on the Hub matching a search, an author, a task (pipeline_tag, e.g. text-generation) or a tag (filter), sorted e.g. by downloads or likes.",
      method: "GET",
      path: "/api/models",
      url: `${HUB}/lib/list-models.ts`,
      params: {
        search: { type: "string", description: "Words in the model name." },
        author: { type: "string" },
        pipeline_tag: { type: "string" },
        filter: { type: "string", description: "A tag." },
        sort: { type: "string", enum: ["createdAt", "downloads", "likes", "lastModified", "likes30d", "trendingScore", "num_parameters", "mainSize", "id"] },
        limit: { type: "integer", minimum: 1, maximum: 500 },
      },
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [`${HUB}/consts.ts`]: ["baseUrl https://huggingface.co (HUB_URL)"],
    [`${HUB}/lib/who-am-i.ts`]: ["Authorization: Bearer <token>", "tool WHOAMI: GET /api/whoami-v2"],
    [`${HUB}/lib/list-models.ts`]: ["tool SEARCH_MODELS: GET /api/models and its search, author, pipeline_tag, filter, sort, limit params"],
    [`${HUB}/lib/oauth-handle-redirect.ts`]: ["OAuth endpoints discovered from /.well-known/openid-configuration (not written here)"],
  },
  sources: [`${HUB}/consts.ts`, `${HUB}/lib/who-am-i.ts`, `${HUB}/lib/list-models.ts`, `${HUB}/lib/oauth-handle-redirect.ts`],
};
