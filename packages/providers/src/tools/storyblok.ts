import type { ProviderToolInput } from "@plugboard/core";
import { inQuery as q, referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Storyblok's own OpenAPI description of the Content Delivery API v2 (storyblok/monoblok,
// packages/openapi/resources/capi, read at commit 57c69a3a — the last before those specs moved out of
// the repository): each file names its operations' method, path and query parameters.
/** The commit of storyblok/monoblok whose Content Delivery API specs the tools below cite. */
export const STORYBLOK_CAPI_SPECS = "https://github.com/storyblok/monoblok/blob/57c69a3a21bdd24378527a1aef6251dc062e1a49/packages/openapi/resources/capi";

const spec = (resource: string) => `${STORYBLOK_CAPI_SPECS}/${resource}/main.yaml`;
const version = q({ type: "string", enum: ["published", "draft"], description: "published (default) or draft (needs a preview token)." });
const paging = { per_page: q({ type: "integer", maximum: 100 }), page: q({ type: "integer" }) } satisfies Record<string, ReferenceParam>;

/** 8 read-only tools of Storyblok's Content Delivery API v2: stories, links, tags, datasources and the space. */
export const storyblokTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_STORIES",
    name: "List stories",
    description: "Lists the space's stories (content entries), filtered by folder (starts_with), content type, tag, search term or a filter_query; draft versions need a preview token.",
    method: "GET",
    path: "/v2/cdn/stories",
    url: spec("stories"),
    params: {
      version,
      starts_with: q({ type: "string", description: "A full_slug prefix, e.g. blog/" }),
      search_term: q({ type: "string" }),
      content_type: q({ type: "string", description: "A component (content type) name." }),
      with_tag: q({ type: "string", description: "Comma-separated tag names." }),
      by_slugs: q({ type: "string", description: "Comma-separated full slugs (wildcards allowed)." }),
      sort_by: q({ type: "string", description: "e.g. created_at:desc or content.title:asc" }),
      filter_query: q({ type: "string", description: "A filter query on content fields (Storyblok's filter query syntax)." }),
      language: q({ type: "string" }),
      resolve_relations: q({ type: "string", description: "Comma-separated component.field relations to resolve." }),
      ...paging,
    },
  }),
  referenceTool({
    slug: "GET_STORY",
    name: "Get a story",
    description: "Gets one story by full slug, id or uuid (find_by), with its content.",
    method: "GET",
    path: "/v2/cdn/stories/{identifier}",
    url: spec("stories"),
    params: {
      identifier: { type: "string", description: "The story's full slug (e.g. blog/my-post), id or uuid." },
      find_by: q({ type: "string", description: "uuid when identifier is a uuid." }),
      version,
      language: q({ type: "string" }),
      resolve_relations: q({ type: "string" }),
      resolve_links: q({ type: "string", enum: ["story", "url", "link"] }),
    },
  }),
  referenceTool({ slug: "GET_SPACE", name: "Get the space", description: "Gets the space the token belongs to: name, languages and its cache version (cv).", method: "GET", path: "/v2/cdn/spaces/me", url: spec("spaces") }),
  referenceTool({
    slug: "LIST_LINKS",
    name: "List links",
    description: "Lists every story and folder as a light link object (id, slug, name, parent) — the space's tree, for navigation and sitemaps.",
    method: "GET",
    path: "/v2/cdn/links",
    url: spec("links"),
    params: { version, starts_with: q({ type: "string" }), with_parent: q({ type: "integer", description: "1 includes parent link information." }), include_dates: q({ type: "integer", enum: [0, 1] }), paginated: q({ type: "integer", enum: [0, 1] }), ...paging },
  }),
  referenceTool({ slug: "LIST_TAGS", name: "List tags", description: "Lists the tags used on stories, with how many stories carry each.", method: "GET", path: "/v2/cdn/tags", url: spec("tags"), params: { starts_with: q({ type: "string" }), version } }),
  referenceTool({ slug: "LIST_DATASOURCES", name: "List datasources", description: "Lists the space's datasources (key–value lists used by fields).", method: "GET", path: "/v2/cdn/datasources", url: spec("datasources"), params: paging }),
  referenceTool({ slug: "GET_DATASOURCE", name: "Get a datasource", description: "Gets one datasource.", method: "GET", path: "/v2/cdn/datasources/{id}", url: spec("datasources"), params: { id: { type: "string", description: "The datasource's id." } } }),
  referenceTool({
    slug: "LIST_DATASOURCE_ENTRIES",
    name: "List datasource entries",
    description: "Lists the entries (name, value) of a datasource, optionally in a dimension (e.g. a language).",
    method: "GET",
    path: "/v2/cdn/datasource_entries",
    url: spec("datasource_entries"),
    params: { datasource: q({ type: "string", description: "The datasource's slug." }), dimension: q({ type: "string" }), ...paging },
  }),
];
