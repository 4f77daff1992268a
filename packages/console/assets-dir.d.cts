/** Absolute path of the built console (`index.html` and `assets/`), which `@plugboard/server` serves at `/console`. */
export declare const consoleAssetsDir: string;
