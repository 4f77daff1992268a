#!/usr/bin/env node
import { runCli } from "./cli/run-cli.js";

runCli(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0 || process.argv[2] !== "serve") process.exit(code);
  },
  (error: unknown) => {
    process.stderr.write(`plugboard: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
