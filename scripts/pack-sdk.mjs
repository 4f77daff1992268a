#!/usr/bin/env node
// `pnpm pack:sdk [DIR]`: packs @plugboard/core, @plugboard/client and @plugboard/ai (built) into DIR
// (default ./packs) as npm tarballs, so an app outside this repository can `npm install DIR/*.tgz` —
// the packages as they would be published. Prints each tarball's path.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const destination = resolve(process.argv[2] ?? join(root, "packs"));
mkdirSync(destination, { recursive: true });
for (const name of ["core", "client", "ai"]) {
  const output = execFileSync("pnpm", ["pack", "--pack-destination", destination], { cwd: join(root, "packages", name), encoding: "utf8" });
  console.log(output.trim().split("\n").at(-1));
}
