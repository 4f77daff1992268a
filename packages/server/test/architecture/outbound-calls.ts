import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";

/** Names the global `fetch` goes by when read off the global object. */
const GLOBAL_OBJECTS = new Set(["globalThis", "global", "window", "self"]);

/** True when `node` sits in a type (`typeof fetch`, `Parameters<typeof fetch>`): no call happens there. */
function inType(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isTypeNode(current)) return true;
  }
  return false;
}

/** True when the file declares a binding named `fetch` itself (a parameter, a variable, an import). */
function declaresFetch(file: ts.SourceFile): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node) || ts.isImportSpecifier(node) || ts.isBindingElement(node)) &&
      node.name &&
      ts.isIdentifier(node.name) &&
      node.name.text === "fetch"
    ) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * What in `text` (the source of `path`) goes around the outbound module: an import of `undici` (or a
 * subpath, type-only included; dynamic `import()` and `require` too), a use of the global `fetch`
 * (called or passed on), or `globalThis.fetch`. A file that declares its own `fetch` binding (a
 * parameter or a local named `fetch`) is judged by `globalThis.fetch` alone. Each finding reads
 * `path:line what`.
 */
export function outboundBypasses(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const local = declaresFetch(file);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1} ${what}`);
  const isUndici = (specifier: ts.Node | undefined) => !!specifier && ts.isStringLiteralLike(specifier) && /^undici(\/|$)/.test(specifier.text);
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && isUndici(node.moduleSpecifier)) at(node, "imports undici");
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && isUndici(node.argument.literal)) at(node, "imports undici");
    if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === "require")) && isUndici(node.arguments[0])) {
      at(node, "imports undici");
    }
    if (ts.isPropertyAccessExpression(node) && node.name.text === "fetch" && ts.isIdentifier(node.expression) && GLOBAL_OBJECTS.has(node.expression.text) && !inType(node)) {
      at(node, `uses ${node.expression.text}.fetch`);
    }
    if (ts.isIdentifier(node) && node.text === "fetch" && !local && !inType(node)) {
      const parent = node.parent;
      const named =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodSignature(parent)) && parent.name === node) ||
        ts.isImportSpecifier(parent) ||
        ts.isExportSpecifier(parent);
      if (!named) at(node, "uses the global fetch");
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every bypass in the `.ts` sources under `root` outside `allowed` (a folder relative to it); tests and generated code left out. */
export function outboundBypassesUnder(root: string, allowed: string): string[] {
  const found: string[] = [];
  (function walk(directory: string) {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      const name = relative(root, path).split(sep).join("/");
      if (entry.isDirectory()) {
        if (entry.name !== "generated" && entry.name !== "node_modules" && name !== allowed) walk(path);
      } else if (/\.(ts|mts|tsx)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        found.push(...outboundBypasses(name, readFileSync(path, "utf8")));
      }
    }
  })(root);
  return found;
}
