import { Buffer } from "node:buffer";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * Compiles Prisma's query compiler from its `…wasm-base64.js` module without importing that module.
 *
 * Prisma ships the query compiler only as a JavaScript module holding the WebAssembly as one base64
 * string literal (2.5 MB). Imported, that module's source and the literal stay in the heap for the life
 * of the process (5 MB); read here as text, both are garbage once the module is compiled. The generated
 * client calls this instead of `import()` (`scripts/patch-generated-client.mjs`).
 *
 * @param specifier the module, e.g. `@prisma/client/runtime/query_compiler_bg.postgresql.wasm-base64.js`
 * @throws {Error} when the module holds no base64 string literal
 * @example
 * const module = await loadQueryCompilerWasm("@prisma/client/runtime/query_compiler_bg.postgresql.wasm-base64.js");
 */
export async function loadQueryCompilerWasm(specifier: string): Promise<WebAssembly.Module> {
  const path = createRequire(import.meta.url).resolve(specifier);
  const source = await readFile(path, "latin1");
  const start = source.indexOf('"') + 1;
  const end = start > 0 ? source.indexOf('"', start) : -1;
  if (end < 0) throw new Error(`No base64 WebAssembly string in ${path}`);
  return new WebAssembly.Module(Buffer.from(source.slice(start, end), "base64"));
}
