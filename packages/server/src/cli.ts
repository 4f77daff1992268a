#!/usr/bin/env node
import { applyV8Settings } from "./cli/apply-v8-settings.js";

// V8 settings first: everything else (and its WebAssembly) is loaded after them.
applyV8Settings(process.env);
import("./cli/run-cli.js")
  .then(({ runCli }) => runCli(process.argv.slice(2)))
  .then(
    (code) => {
      if (code !== 0 || process.argv[2] !== "serve") process.exit(code);
    },
    (error: unknown) => {
      process.stderr.write(`plugboard: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
