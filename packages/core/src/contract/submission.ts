import * as z from "zod";
import { TriggerListSchema } from "./trigger-definition.js";
import { pluginTriggerIssues } from "./plugin-trigger-issues.js";
import { AuthMethodInputSchema } from "./auth-method.js";
import { HttpUrlSchema, PluginSlugSchema } from "./common.js";
import { safeString } from "./safe-string.js";
import { httpUrlTemplate } from "./url-template-schema.js";
import { McpConfigInputSchema, ReviewStatusSchema, SubmissionItemSchema, ToolSourceSchema } from "./plugin.js";
import { ToolInputSchema } from "./tool.js";

/** Plugin fields shared by submissions and the dashboard's plugin create route. */
export const PluginFieldsSchema = z.object({
  slug: PluginSlugSchema,
  name: safeString().min(1, "name is required").max(200),
  description: safeString().max(4000).optional(),
  /** May hold `{{config.x}}` and `{{metadata.x}}` placeholders, filled per connection. */
  baseUrl: httpUrlTemplate(["config", "metadata"]).optional(),
  iconUrl: HttpUrlSchema.optional(),
  pluginPrompt: safeString().max(8000).optional(),
  toolSource: ToolSourceSchema.default("manual"),
  mcpConfig: McpConfigInputSchema.optional(),
  categoryIds: z.array(z.uuid("each category id must be a UUID")).default([]),
  /** Lets API-key holders call any path of the base URL through `POST /api/v1/proxy` (default false). */
  allowProxy: z.boolean().optional(),
});

/** Most tools one `POST /api/v1/submissions` may carry. */
export const MAX_SUBMITTED_TOOLS = 500;

/**
 * Most tools an OpenAPI import may create: larger than {@link MAX_SUBMITTED_TOOLS} because real
 * documents are (GitHub's has about 1,200 operations).
 */
export const MAX_IMPORTED_TOOLS = 5_000;

/**
 * A plugin with inline tools and auth methods, with at most `maxTools` tools. Cross-field rules:
 * `baseUrl` is required for toolSource `manual`, `mcpConfig.serverUrl` for `mcp` and `both`, tool
 * slugs are unique, each auth method type appears once, at most one is default.
 */
function submissionSchema(maxTools: number) {
  return PluginFieldsSchema.extend({
    submitForReview: z.boolean().default(false),
    tools: z.array(ToolInputSchema).max(maxTools, `at most ${maxTools} tools`).default([]),
    authMethods: z.array(AuthMethodInputSchema).max(6).default([]),
    /** Events the plugin can wake an agent with (see {@link TriggerDefinitionSchema}), reviewed like tools. */
    triggers: TriggerListSchema.default([]),
  }).superRefine((value, context) => {
    if (value.toolSource === "manual" && !value.baseUrl) {
      context.addIssue({ code: "custom", path: ["baseUrl"], message: "baseUrl is required when toolSource is manual" });
    }
    if (value.toolSource !== "manual" && !value.mcpConfig) {
      context.addIssue({
        code: "custom",
        path: ["mcpConfig", "serverUrl"],
        message: `mcpConfig.serverUrl is required when toolSource is ${value.toolSource}`,
      });
    }
    if (value.tools.length > 0 && !value.baseUrl) {
      context.addIssue({ code: "custom", path: ["baseUrl"], message: "baseUrl is required for manual tools" });
    }
    const toolSlugs = new Set<string>();
    value.tools.forEach((tool, index) => {
      if (toolSlugs.has(tool.slug)) {
        context.addIssue({ code: "custom", path: ["tools", index, "slug"], message: `duplicate tool slug ${tool.slug}` });
      }
      toolSlugs.add(tool.slug);
    });
    for (const issue of pluginTriggerIssues(value.triggers, { toolSource: value.toolSource, baseUrl: value.baseUrl, toolSlugs })) {
      context.addIssue({ code: "custom", ...issue });
    }
    const types = new Set<string>();
    let defaults = 0;
    value.authMethods.forEach((method, index) => {
      if (types.has(method.type)) {
        context.addIssue({
          code: "custom",
          path: ["authMethods", index, "type"],
          message: `auth method type ${method.type} appears more than once`,
        });
      }
      types.add(method.type);
      if (method.isDefault) defaults += 1;
    });
    if (defaults > 1) {
      context.addIssue({ code: "custom", path: ["authMethods"], message: "at most one auth method can be the default" });
    }
  });
}

/** Body of `POST /api/v1/submissions`: a plugin with inline tools (at most {@link MAX_SUBMITTED_TOOLS}) and auth methods. */
export const CreateSubmissionRequestSchema = submissionSchema(MAX_SUBMITTED_TOOLS);

/** The submission an OpenAPI import builds: the same rules with up to {@link MAX_IMPORTED_TOOLS} tools. */
export const ImportedSubmissionSchema = submissionSchema(MAX_IMPORTED_TOOLS);
export type CreateSubmissionRequest = z.input<typeof CreateSubmissionRequestSchema>;
export type CreateSubmissionParsed = z.output<typeof CreateSubmissionRequestSchema>;

/** Response of `POST /api/v1/submissions`. */
export const CreateSubmissionResponseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  reviewStatus: ReviewStatusSchema,
});
export type CreateSubmissionResponse = z.infer<typeof CreateSubmissionResponseSchema>;

/** Response of `GET /api/v1/submissions`. */
export const ListSubmissionsResponseSchema = z.object({ plugins: z.array(SubmissionItemSchema) });
export type ListSubmissionsResponse = z.infer<typeof ListSubmissionsResponseSchema>;
