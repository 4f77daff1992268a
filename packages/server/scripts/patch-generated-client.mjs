// Prisma 6.19's `prisma-client` generator emits `export const DbNull = runtime…` whose inferred type has
// a #private member, which TypeScript cannot write into a .d.ts (TS4094). Annotating each constant with
// `typeof` of its source makes the declaration nameable; nothing changes at run time. Then the query
// compiler's loader is replaced (below).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

for (const name of ["prismaNamespace.ts", "prismaNamespaceBrowser.ts"]) {
  const file = fileURLToPath(new URL(`../src/generated/prisma/internal/${name}`, import.meta.url));
  const source = readFileSync(file, "utf8");
  const patched = source.replace(
    /^export const (DbNull|JsonNull|AnyNull) = (runtime\.objectEnumValues\.instances\.\w+)$/gm,
    "export const $1: typeof $2 = $2",
  ).replace(
    // Enum-like objects made only of those constants: annotate them the same way.
    /^export const (\w+) = \{\n((?:  (?:DbNull|JsonNull|AnyNull): (?:DbNull|JsonNull|AnyNull),?\n)+)\} as const$/gm,
    (_match, name, body) => {
      const members = [...body.matchAll(/(DbNull|JsonNull|AnyNull): /g)].map((match) => `readonly ${match[1]}: typeof ${match[1]}`);
      return `export const ${name}: { ${members.join("; ")} } = {\n${body}} as const`;
    },
  );
  writeFileSync(file, patched);
}

// The query compiler's WebAssembly: compiled from the base64 module read as text, so neither that
// module's 2.5 MB source nor its string literal stays in the heap (src/store/load-query-compiler-wasm.ts).
const classFile = fileURLToPath(new URL("../src/generated/prisma/internal/class.ts", import.meta.url));
const loader = /  getQueryCompilerWasmModule: async \(\) => \{\n    const \{ wasm \} = await import\("(@prisma\/client\/runtime\/query_compiler_bg\.\w+\.wasm-base64)\.mjs"\)\n    return await decodeBase64AsWasm\(wasm\)\n  \}/;
const classSource = readFileSync(classFile, "utf8");
if (!loader.test(classSource)) throw new Error("patch-generated-client: the query compiler loader of class.ts has changed; update this script");
writeFileSync(
  classFile,
  classSource
    .replace(loader, (_match, module) => `  getQueryCompilerWasmModule: () => loadQueryCompilerWasm("${module}.js")`)
    // After the header (its `// @ts-nocheck` must stay above every statement).
    .replace(/^import \* as runtime from /m, 'import { loadQueryCompilerWasm } from "../../../store/load-query-compiler-wasm.js"\n$&'),
);
