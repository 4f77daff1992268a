// Copies into DEST only the packages `plugboard` can load at run time, found by tracing the deployed
// server (`pnpm deploy --prod`, hoisted node_modules) with @vercel/nft from bin/plugboard.js. A package
// the trace reaches is copied whole (an `exports` condition the trace did not take still works) but
// for source maps, declaration files, documentation and tests; a package it never reaches (the Prisma
// CLI and its engines, TypeScript, the Vue app behind Scalar's prebuilt bundle) stays behind. Prisma's
// client keeps only the files traced and listed below: it ships a query compiler per database.
// Run by the Dockerfile's build stage: node trace-runtime.mjs SOURCE DEST
import { cpSync, existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { nodeFileTrace } from "@vercel/nft";

const [source, destination] = process.argv.slice(2);
if (!source || !destination) throw new Error("usage: node trace-runtime.mjs SOURCE DEST");

/** Folders of the server loaded by computed paths (relative to SOURCE). */
const folders = ["bin", "dist", "prisma/migrations", "node_modules/@plugboard/console/dist"];
/** Files loaded by computed paths, which the trace cannot see. */
const files = [
  "package.json",
  "node_modules/@prisma/client/runtime/query_compiler_bg.postgresql.wasm-base64.js",
  "node_modules/@prisma/client/runtime/query_compiler_bg.postgresql.mjs",
  "node_modules/@scalar/api-reference/dist/browser/standalone.js",
];
/** Packages copied file by file (only what is traced or listed above). */
const fileLevel = new Set(["node_modules/@prisma/client", "node_modules/@scalar/api-reference"]);
const DROP = /(\.map|\.d\.[cm]?ts|\.tsbuildinfo|\.md|\.markdown)$|(^|\/)(test|tests|__tests__|docs|example|examples)\//i;

/** `node_modules/@scope/name` or `node_modules/name` (nested node_modules included) of a file, if any. */
function packageOf(file) {
  const parts = file.split(sep);
  const index = parts.lastIndexOf("node_modules");
  if (index < 0 || index + 1 >= parts.length) return undefined;
  return parts.slice(0, index + (parts[index + 1].startsWith("@") ? 3 : 2)).join(sep);
}

const copy = (from, to) =>
  cpSync(from, to, {
    recursive: true,
    dereference: true,
    // A nested node_modules is a package of its own: copied when the trace reaches it.
    filter: (path) => {
      const rel = relative(from, path);
      return !DROP.test(relative(source, path)) && !rel.split(sep).includes("node_modules");
    },
  });

const { fileList } = await nodeFileTrace([join(source, "bin/plugboard.js"), join(source, "dist/cli.js")], {
  base: source,
  processCwd: source,
  mixedModules: true,
});
const packages = new Set();
const single = new Set(files);
for (const file of fileList) {
  const pkg = packageOf(file);
  if (!pkg) continue;
  if (fileLevel.has(pkg)) single.add(file).add(join(pkg, "package.json"));
  else packages.add(pkg);
}
for (const path of [...folders, ...files]) {
  if (!existsSync(join(source, path))) throw new Error(`trace-runtime: ${path} is missing; update deploy/docker/trace-runtime.mjs`);
}
for (const pkg of packages) copy(join(source, pkg), join(destination, pkg));
for (const folder of folders) copy(join(source, folder), join(destination, folder));
for (const file of single) {
  if (DROP.test(file) || statSync(join(source, file)).isDirectory()) continue;
  mkdirSync(dirname(join(destination, file)), { recursive: true });
  cpSync(join(source, file), join(destination, file), { dereference: true });
}
console.log(`trace-runtime: ${packages.size} packages, ${folders.length} folders and ${single.size} files copied to ${destination}`);
