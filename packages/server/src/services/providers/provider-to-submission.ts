import {
  templatePlaceholders,
  type CreateSubmissionRequest,
  type InstallProviderParsed,
  type ProviderDefinition,
  type ProviderInstallWarning,
  type ToolInput,
} from "@plugboard/core";
import { invalidInput } from "../../errors/invalid-input.js";
import { providerAuthMethods } from "./provider-auth-methods.js";

/** The submission installing a provider makes, and what the plugin does not carry of the definition. */
export interface ProviderSubmission {
  submission: CreateSubmissionRequest;
  warnings: ProviderInstallWarning[];
}

const OVERRIDES_BY_KIND = { http: ["baseUrl", "authorizeUrl", "tokenUrl", "revokeUrl", "refreshUrl", "connectMetadataUrl"], mcp: ["serverUrl"] } as const;

/** The MCP server's URL, or the builder's override; a template with placeholders needs an override (MCP plugins have no per-connection config). */
function concreteUrl(definition: ProviderDefinition, field: "serverUrl", override: string | undefined): string {
  if (override !== undefined) return override;
  const template = definition[field]!;
  const placeholders = templatePlaceholders(template);
  if (placeholders.length === 0) return template;
  const named = placeholders.map((placeholder) => `{{${placeholder.scope}.${placeholder.name}}}`).join(", ");
  throw invalidInput({
    [`overrides.${field}`]: [`${definition.id}'s ${field} (${template}) is built from ${named} per connection, which MCP plugins do not support: give overrides.${field}`],
  });
}

function selectedTools(definition: ProviderDefinition, slugs: string[] | undefined): ProviderDefinition["tools"] {
  if (!slugs) return definition.tools;
  const bySlug = new Map(definition.tools.map((tool) => [tool.slug, tool]));
  const unknown = slugs.map((slug, index) => [slug, index] as const).filter(([slug]) => !bySlug.has(slug));
  if (unknown.length > 0) {
    throw invalidInput(Object.fromEntries(unknown.map(([slug, index]) => [`tools.${index}`, [`${definition.id} has no tool ${slug}`]])));
  }
  return [...new Set(slugs)].map((slug) => bySlug.get(slug)!);
}

/**
 * Turns a catalog provider into an ordinary submission (`POST /api/v1/submissions` body): name,
 * description, base URL (placeholders kept, filled per connection) or MCP server URL with the builder's
 * `overrides`, `allowProxy` only when the request asks for it (an http provider; off by default, so
 * the proxy reaches nothing the admin did not choose), the chosen
 * tools mapped 1:1 to manual tools (the provider's `headers` on each), and the auth methods of the chosen modes (see
 * {@link providerAuthMethods}). Pure; the submission service validates and stores the result as it does
 * any submission. Bad choices (an unknown tool, a mode the provider does not offer, an override that does
 * not apply) are 400s naming the field.
 */
export function providerToSubmission(definition: ProviderDefinition, request: InstallProviderParsed): ProviderSubmission {
  const overrides = request.overrides ?? {};
  const applicable: readonly string[] = OVERRIDES_BY_KIND[definition.kind];
  for (const [field, value] of Object.entries(overrides)) {
    if (value !== undefined && !applicable.includes(field)) {
      throw invalidInput({ [`overrides.${field}`]: [`${field} does not apply to ${definition.id}, an ${definition.kind} provider (it takes ${applicable.join(", ")})`] });
    }
  }
  if (request.tools && definition.kind === "mcp") throw invalidInput({ tools: [`${definition.id} is an MCP server: its tools come from the server, not the catalog`] });
  if (request.allowProxy && definition.kind === "mcp") throw invalidInput({ allowProxy: [`${definition.id} is an MCP server: proxy calls need an http provider's base URL`] });
  const { authMethods, warnings } = providerAuthMethods(definition, request);
  const base = {
    slug: request.slug ?? definition.id,
    name: definition.name,
    description: definition.description,
    ...(definition.iconUrl ? { iconUrl: definition.iconUrl } : {}),
    submitForReview: request.submitForReview,
    authMethods,
  };

  if (definition.kind === "mcp") {
    const mcpMode = definition.authModes.find((mode) => mode.type === "mcp_oauth");
    const scopes = request.oauth?.scopes ?? mcpMode?.defaultScopes ?? [];
    return {
      submission: {
        ...base,
        toolSource: "mcp",
        mcpConfig: {
          serverUrl: concreteUrl(definition, "serverUrl", overrides.serverUrl),
          ...(scopes.length > 0 ? { scopes } : {}),
          ...(request.oauth?.clientId ? { clientId: request.oauth.clientId } : {}),
          ...(request.oauth?.clientSecret ? { clientSecret: request.oauth.clientSecret } : {}),
        },
      },
      warnings,
    };
  }

  const tools: ToolInput[] = selectedTools(definition, request.tools).map((tool) => {
    const headers = { ...definition.headers, ...tool.headers };
    return {
      slug: tool.slug,
      name: tool.name,
      description: tool.description,
      method: tool.method,
      path: tool.path,
      inputSchema: tool.inputSchema,
      ...(tool.placement ? { placement: tool.placement } : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    };
  });
  return {
    // The base URL may keep {{config.x}} / {{metadata.x}}: filled per connection by the engine.
    submission: { ...base, toolSource: "manual", baseUrl: (overrides.baseUrl ?? definition.baseUrl!).replace(/\/+$/, ""), allowProxy: request.allowProxy ?? false, tools, triggers: definition.triggers },
    warnings,
  };
}
