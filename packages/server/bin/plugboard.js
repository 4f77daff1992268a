#!/usr/bin/env node
// The `plugboard` command. A committed file, so installing the workspace can link it before the first
// build; the command itself is the built dist/cli.js.
import "../dist/cli.js";
