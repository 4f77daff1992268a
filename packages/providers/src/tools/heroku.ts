import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

// Hand-written from Heroku's Platform API JSON schema (heroku/platform-api, schema.json: each link's
// method and href) and its reference page.
export const HEROKU_SCHEMA = "https://github.com/heroku/platform-api/blob/main/schema.json";
const app = { app_id_or_name: { type: "string", description: "The app's name or id." } };

/** 9 tools of Heroku's Platform API: the account, apps, dynos (list, restart), releases, config vars, formation and builds. */
export const herokuTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_ACCOUNT", name: "Get the account", description: "The connected Heroku account: email, name, default team, two-factor status.", method: "GET", path: "/account", url: HEROKU_SCHEMA }),
  referenceTool({ slug: "LIST_APPS", name: "List apps", description: "The apps the account can access (name, region, stack, web URL, owner).", method: "GET", path: "/apps", url: HEROKU_SCHEMA }),
  referenceTool({ slug: "GET_APP", name: "Get an app", description: "One app's details.", method: "GET", path: "/apps/{app_id_or_name}", url: HEROKU_SCHEMA, params: app }),
  referenceTool({ slug: "LIST_DYNOS", name: "List an app's dynos", description: "The app's running dynos: type, size, state, command, release.", method: "GET", path: "/apps/{app_id_or_name}/dynos", url: HEROKU_SCHEMA, params: app }),
  referenceTool({ slug: "RESTART_ALL_DYNOS", name: "Restart all dynos", description: "Restart every dyno of the app.", method: "DELETE", path: "/apps/{app_id_or_name}/dynos", url: HEROKU_SCHEMA, params: app }),
  referenceTool({ slug: "LIST_RELEASES", name: "List releases", description: "The app's releases (version, description, status, who, when).", method: "GET", path: "/apps/{app_id_or_name}/releases", url: HEROKU_SCHEMA, params: app }),
  referenceTool({ slug: "GET_CONFIG_VARS", name: "Get config vars", description: "The app's config vars (environment variables) — secrets included: handle with care.", method: "GET", path: "/apps/{app_id_or_name}/config-vars", url: HEROKU_SCHEMA, params: app }),
  referenceTool({ slug: "LIST_FORMATION", name: "List the formation", description: "The app's process types with their quantity and size.", method: "GET", path: "/apps/{app_id_or_name}/formation", url: HEROKU_SCHEMA, params: app }),
  referenceTool({ slug: "LIST_BUILDS", name: "List builds", description: "The app's builds and their status.", method: "GET", path: "/apps/{app_id_or_name}/builds", url: HEROKU_SCHEMA, params: app }),
];
