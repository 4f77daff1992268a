import { checkConnectionConfig, type AuthMethodType } from "@plugboard/core";
import { parseAuthMethodConfig } from "@plugboard/core/server";
import { invalidInput } from "../../errors/invalid-input.js";

/**
 * The `connection_config` values of a connect request checked against the auth method's fields:
 * the values to store (null when the method declares none).
 *
 * @throws {ServiceError} 400 `invalid_input` naming each `connectionConfig.<field>`
 */
export function checkedConnectionConfig(method: { type: AuthMethodType; config: unknown }, given: Record<string, string> | undefined): Record<string, string> | null {
  const parsed = parseAuthMethodConfig(method.type, method.config);
  const fields = parsed.config.connection_config ?? [];
  if (fields.length === 0 && (given === undefined || Object.keys(given).length === 0)) return null;
  const checked = checkConnectionConfig(fields, given);
  if (!checked.ok) throw invalidInput(checked.fieldErrors);
  return Object.keys(checked.values).length > 0 ? checked.values : null;
}
