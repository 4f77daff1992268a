import { authMethodConfigSchemas, type AuthMethodConfig, type AuthMethodType } from "../contract/auth-method.js";

/**
 * Parses a stored auth method's config into its typed form (defaults applied). Unknown members are
 * dropped, so configs written by older versions still load.
 */
export function parseAuthMethodConfig(type: AuthMethodType, config: unknown): AuthMethodConfig {
  const schema = authMethodConfigSchemas[type];
  const source = typeof config === "object" && config !== null ? config : {};
  const known = Object.fromEntries(Object.entries(source).filter(([key]) => key in schema.shape));
  return { type, config: schema.parse(known) } as AuthMethodConfig;
}
