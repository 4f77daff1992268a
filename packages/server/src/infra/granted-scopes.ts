import { scopeSet } from "./step-up-budget.js";

/**
 * The scopes a REST OAuth credential was granted, as a sorted set: its stored `scope` value (the token
 * response's `scope`, else the scopes the authorization asked for), split on spaces and on commas (the
 * separator of providers whose method sets `scope_separator: ","`); a credential stored before scopes
 * were kept has none, and counts as granted what its method asks for (`configured`).
 *
 * @example
 * grantedScopes({ access_token: "…", scope: "read:user,repo" }, []) // ["read:user", "repo"]
 */
export function grantedScopes(values: Readonly<Record<string, string>>, configured: readonly string[]): string[] {
  const stored = values.scope;
  return stored !== undefined ? scopeSet(stored.split(/[\s,]+/)) : scopeSet(configured);
}
