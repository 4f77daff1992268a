import { checkConnectionConfig, PluginProviderOriginSchema, type AuthMethodType } from "@plugboard/core";
import { compileUrlTemplate, parseAuthMethodConfig } from "@plugboard/core/server";
import { invalidInput } from "../../errors/invalid-input.js";

/** The URL templates of an auth method config that may hold `{{config.x}}` (OAuth URLs, the connect metadata request). */
function methodTemplates(config: Record<string, unknown>): string[] {
  const urls = [config.authorize_url, config.token_url, config.refresh_url, config.revoke_url, (config.connect_metadata as { url?: unknown } | undefined)?.url];
  return urls.filter((url): url is string => typeof url === "string");
}

/**
 * The `connection_config` values of a connect request checked against the auth method's fields:
 * the values to store (null when the method declares none). Where a value builds a host — of the
 * plugin's base URL (`plugin`) or of the method's own URLs — it must build a host name, never an IP
 * address in any notation (`127.1`, `2130706433`), and stay in the plugin's `instanceDomain` when its
 * catalog provider pins one.
 *
 * @throws {ServiceError} 400 `invalid_input` naming each `connectionConfig.<field>`
 */
export function checkedConnectionConfig(
  method: { type: AuthMethodType; config: unknown },
  given: Record<string, string> | undefined,
  plugin?: { baseUrl: string | null; provider?: unknown },
): Record<string, string> | null {
  const parsed = parseAuthMethodConfig(method.type, method.config);
  const fields = parsed.config.connection_config ?? [];
  if (fields.length === 0 && (given === undefined || Object.keys(given).length === 0)) return null;
  const checked = checkConnectionConfig(fields, given);
  if (!checked.ok) throw invalidInput(checked.fieldErrors);
  const instanceDomain = PluginProviderOriginSchema.safeParse(plugin?.provider).data?.instanceDomain;
  const templates = [...(plugin?.baseUrl ? [plugin.baseUrl] : []), ...methodTemplates(parsed.config as Record<string, unknown>)];
  for (const template of templates) {
    let problem;
    try {
      problem = compileUrlTemplate(template).hostProblem({ config: checked.values }, instanceDomain !== undefined ? { domainSuffix: instanceDomain } : {});
    } catch {
      continue; // not a template this check can read (validated when stored)
    }
    if (problem?.field.startsWith("config.")) throw invalidInput({ [`connectionConfig.${problem.field.slice("config.".length)}`]: [problem.message] });
  }
  return Object.keys(checked.values).length > 0 ? checked.values : null;
}
