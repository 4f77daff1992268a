import * as z from "zod";
import { AccountLabelSchema } from "./account.js";
import { PluginSlugSchema, UserIdSchema } from "./common.js";
import { HeaderNameSchema, HeaderValueSchema } from "./http-header.js";
import { SafeJsonValueSchema } from "./safe-json.js";
import { safeString } from "./safe-string.js";

const QueryValueSchema = z.union([safeString().max(4096), z.number(), z.boolean()]);

/**
 * Body of `POST /api/v1/proxy`: an authenticated call to a path of a plugin's API that no tool covers.
 * `path` is appended to the plugin's base URL (it can never leave it: see `checkProxyPath`); `query`
 * values may be arrays (repeated keys); `headers` cannot carry authentication (see
 * `proxyHeaderProblem`); `body` is sent as JSON (any JSON value, nested at most `MAX_JSON_DEPTH` levels) for methods
 * other than GET and DELETE.
 * Only plugins whose author set `allowProxy` accept proxy calls. `accountLabel` picks one of the user's
 * accounts at the plugin (the default one otherwise).
 */
export const ProxyRequestSchema = z.object({
  userId: UserIdSchema,
  plugin: PluginSlugSchema,
  method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]),
  path: safeString().min(1, "path is required").max(2048),
  query: z.record(safeString().max(200), z.union([QueryValueSchema, z.array(QueryValueSchema).max(100)])).optional(),
  headers: z.record(HeaderNameSchema, HeaderValueSchema).optional(),
  /** Nested at most `MAX_JSON_DEPTH` levels, as execute params are. */
  body: SafeJsonValueSchema.optional(),
  /** The user's account to call with (see accounts); the default account when absent. */
  accountLabel: AccountLabelSchema.optional(),
});
export type ProxyRequest = z.input<typeof ProxyRequestSchema>;
