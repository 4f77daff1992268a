// Prisma 6.19's `prisma-client` generator emits `export const DbNull = runtime…` whose inferred type has
// a #private member, which TypeScript cannot write into a .d.ts (TS4094). Annotating each constant with
// `typeof` of its source makes the declaration nameable; nothing changes at run time.
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
