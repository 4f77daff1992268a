"use strict";
/** Absolute path of the built console (`index.html` and `assets/`), which `@plugboard/server` serves at `/console`. */
exports.consoleAssetsDir = require("node:path").join(__dirname, "dist");
