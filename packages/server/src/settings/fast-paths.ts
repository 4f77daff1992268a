/**
 * The one switch of the runtime fast paths (`PLUGBOARD_RUNTIME_FAST_PATHS`, default on): `off` turns off
 * both the `plugboard` command's V8 tuning (`cli/apply-v8-settings.ts`) and the outbound fast path (MCP
 * messages read straight from the socket with the MCP SDK's stream handling replaced) — the plain path,
 * for a Node or MCP SDK upgrade the fast paths do not know yet. Nothing imported here: the command line
 * reads it before anything else is loaded.
 *
 * @example
 * if (runtimeFastPathsOn(process.env)) applyTuning();
 */
export function runtimeFastPathsOn(env: NodeJS.ProcessEnv): boolean {
  return env[RUNTIME_FAST_PATHS_ENV] !== "off";
}

/** The switch's environment variable. */
export const RUNTIME_FAST_PATHS_ENV = "PLUGBOARD_RUNTIME_FAST_PATHS";
