import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";

/** The route declarers that hand a route every service: a route table reaches them only through its narrowing helper. */
const UNNARROWED_DECLARERS = new Set(["v1Route", "dashboardRoute", "defineRoute", "defineDashboardRoute"]);
/** The helpers that declare a table over just the services it names. */
const NARROWING_HELPERS = new Set(["v1RoutesUsing", "dashboardRoutesUsing"]);

function parse(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

function lineOf(file: ts.SourceFile, node: ts.Node): number {
  return file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
}

/** True for `[...A_ROUTES, ...B_ROUTES]`: a table joining other tables, declaring no route itself. */
function joinsTables(initializer: ts.Expression): boolean {
  return ts.isArrayLiteralExpression(initializer) && initializer.elements.every((element) => ts.isSpreadElement(element) && ts.isIdentifier(element.expression));
}

/**
 * What in `text` (the source of the route table file `path`) declares routes over every service: an
 * import of an unnarrowed declarer (`v1Route`, `dashboardRoute`, `defineRoute`, `defineDashboardRoute`),
 * or an exported `…_ROUTES` table that is neither made by `v1RoutesUsing`/`dashboardRoutesUsing` nor
 * joins other tables. Each finding reads `path:line what`.
 */
export function unnarrowedRouteTables(path: string, text: string): string[] {
  const file = parse(path, text);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
      for (const element of statement.importClause.namedBindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (UNNARROWED_DECLARERS.has(imported)) found.push(`${path}:${lineOf(file, element)} imports ${imported}`);
      }
    }
    if (ts.isVariableStatement(statement) && statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.name.text.endsWith("_ROUTES") || !declaration.initializer) continue;
        const initializer = declaration.initializer;
        const narrowed = ts.isCallExpression(initializer) && ts.isIdentifier(initializer.expression) && NARROWING_HELPERS.has(initializer.expression.text);
        if (!narrowed && !joinsTables(initializer)) found.push(`${path}:${lineOf(file, declaration)} declares ${declaration.name.text} without v1RoutesUsing or dashboardRoutesUsing`);
      }
    }
  }
  return found;
}

/** Every finding of {@link unnarrowedRouteTables} in the `*-routes.ts` files (tests aside) of each folder of `folders` under `root`. */
export function unnarrowedRouteTablesUnder(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith("-routes.ts"))
      .flatMap((name) => unnarrowedRouteTables(`${folder}/${name}`, readFileSync(join(root, folder, name), "utf8"))),
  );
}

/**
 * Where `text` (the source of `path`) takes the whole `PlugboardContext`: every use of the type other
 * than inside `Pick<PlugboardContext, …>` or `Omit<PlugboardContext, …>`, or as `PlugboardContext["field"]`
 * (a parameter, an option, a variable typed `PlugboardContext`). Each finding reads `path:line what`.
 */
export function wholeContextUses(path: string, text: string): string[] {
  const file = parse(path, text);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text === "PlugboardContext") {
      const parent = node.parent;
      const picked = ts.isTypeReferenceNode(parent) && ts.isIdentifier(parent.typeName) && ["Pick", "Omit"].includes(parent.typeName.text) && parent.typeArguments?.[0] === node;
      const indexed = ts.isIndexedAccessTypeNode(parent) && parent.objectType === node;
      if (!picked && !indexed) found.push(`${path}:${lineOf(file, node)} takes the whole PlugboardContext`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every finding of {@link wholeContextUses} in the `.ts` sources (tests aside) under each folder of `folders` under `root`. */
export function wholeContextUsesUnder(root: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) found.push(...wholeContextUses(relative(root, path).split(sep).join("/"), readFileSync(path, "utf8")));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return found;
}
