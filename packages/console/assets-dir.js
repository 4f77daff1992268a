import { fileURLToPath } from "node:url";

/** Absolute path of the built console (`index.html` and `assets/`), which `@plugboard/server` serves at `/console`. */
export const consoleAssetsDir = fileURLToPath(new URL("./dist/", import.meta.url));
