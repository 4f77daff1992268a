declare const __PLUGBOARD_CLIENT_VERSION__: string | undefined;

/**
 * Version of `@plugboard/client`, injected from `package.json` at build time (tsup and vitest
 * `define`), so it never drifts from the published package.
 *
 * @example
 * import { CLIENT_VERSION } from "@plugboard/client";
 * console.log(CLIENT_VERSION); // "0.1.0"
 */
export const CLIENT_VERSION: string =
  typeof __PLUGBOARD_CLIENT_VERSION__ === "string" ? __PLUGBOARD_CLIENT_VERSION__ : "0.0.0-dev";
