import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

// Every module specifier: `import … from`, `export … from`, side-effect `import "…"`, `import(…)`, `require(…)`, `vi.mock(…)`.
const SPECIFIER = /(?:^|[^.\w$])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[^.\w$])import\s*['"]([^'"]+)['"]|(?:\bimport|\brequire|\bvi\.mock)\(\s*['"]([^'"]+)['"]/gm;

/**
 * The one reach allowed: another package's tests starting a real Plugboard with the server's test
 * harness (`@plugboard/ai`'s integration tests). Test code only; never a source or a script.
 */
const SHARED_TEST_HARNESS = /^server\/test\/helpers\//;

const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "generated", "coverage", "api"]);

/**
 * The imports in `text` (a file of package `own`, at `file` under `packagesRoot`) that reach into
 * another package's files: a relative path that leaves the package for a sibling package's folder, or
 * a `@plugboard/<name>/src|dist/…` deep import. One line per import, `file: specifier`. A package uses
 * another only by its name and the subpaths its `exports` publish; the one exception is a test (a file
 * under the package's `test/`) using the server's test harness ({@link SHARED_TEST_HARNESS}).
 */
export function crossPackageImports(packagesRoot: string, file: string, text: string): string[] {
  const root = resolve(packagesRoot);
  const own = relative(root, resolve(file)).split(sep)[0]!;
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = (match[1] ?? match[2] ?? match[3])!;
    if (/^@plugboard\/[^/]+\/(?:src|dist|test|scripts)(?:\/|$)/.test(specifier)) found.push(`${relative(root, file).split(sep).join("/")}: ${specifier}`);
    else if (specifier.startsWith(".")) {
      const target = resolve(dirname(resolve(file)), specifier);
      if (!target.startsWith(root + sep)) continue;
      const targetPath = relative(root, target).split(sep).join("/");
      const fromTest = relative(root, resolve(file)).split(sep)[1] === "test";
      if (fromTest && SHARED_TEST_HARNESS.test(targetPath)) continue;
      if (targetPath.split("/")[0] !== own) found.push(`${relative(root, file).split(sep).join("/")}: ${specifier}`);
    }
  }
  return found;
}

/**
 * {@link crossPackageImports} of every source, test and script file of every package under
 * `packagesRoot`, but the files in `except` (the check's own test, whose examples are strings).
 */
export function crossPackageImportsUnder(packagesRoot: string, except: readonly string[] = []): string[] {
  const skipped = new Set(except.map((path) => resolve(path)));
  const found: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith(".")) walk(path);
      } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith(".d.ts") && !skipped.has(resolve(path))) found.push(...crossPackageImports(packagesRoot, path, readFileSync(path, "utf8")));
    }
  };
  for (const entry of readdirSync(packagesRoot, { withFileTypes: true })) if (entry.isDirectory()) walk(join(packagesRoot, entry.name));
  return found;
}
