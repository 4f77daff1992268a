/**
 * Rewrites provider definitions from the old camelCase OAuth vocabulary (`authorizeUrl`, `tokenUrl`,
 * `defaultScopes`, `clientAuth`, `refresh`, `metadata`, …, flat on the `oauth2` auth mode) to the one
 * vocabulary plugins store: the mode keeps `type`, `label`, `description` and the offered `scopes`;
 * everything else moves into `config` under its stored name (`authorize_url`, `token_url`, `scopes`,
 * `extra_params`, `token_endpoint_auth_method`, `refresh_token_rotation`, `token_metadata`, …).
 * Values equal to the stored default are dropped (`grant: "authorization_code"`, `pkce: false`,
 * `clientAuth: "body"`, `scopeSeparator: " "`, empty params, …).
 *
 * Re-runnable: a mode that already has `config` is left alone, so running it after merging branches
 * that added definitions in the old vocabulary converts only those. Comments before a property are
 * kept. A value the script cannot read statically where it must (`clientAuth`, `refresh`, `metadata`)
 * stops it with the file and line, and nothing is written.
 *
 *     pnpm --filter @plugboard/providers exec tsx scripts/codemod-oauth-vocabulary.ts [--check] [files…]
 *
 * Without files it rewrites every `src/definitions/*.ts`; `--check` writes nothing and exits 1 when a
 * file would change.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** Old name → new name inside `config`; `null` for the ones handled specially. */
const RENAMES: Record<string, string | null> = {
  grant: "grant_type",
  authorizeUrl: "authorize_url",
  tokenUrl: "token_url",
  revokeUrl: "revokeUrl",
  refreshUrl: "refresh_url",
  tokenRequestFormat: "token_request_format",
  scopeSeparator: "scope_separator",
  scopeParam: "scope_param",
  pkce: "pkce",
  authorizeParams: "extra_params",
  tokenParams: "token_params",
  clientAuth: null,
  tokenPath: "access_token_path",
  refreshTokenPath: null,
  tokenHeader: "header_name",
  tokenPrefix: "header_prefix",
  refresh: null,
  defaultScopes: "scopes",
  metadata: null,
  connectMetadataUrl: null,
  metadataHeaders: "metadata_headers",
};

/** Literal values that are the stored config's default: the property is dropped. */
const DEFAULTS: Record<string, string> = {
  grant: '"authorization_code"',
  scopeSeparator: '" "',
  scopeParam: '"scope"',
  pkce: "false",
  authorizeParams: "{}",
  tokenParams: "{}",
  tokenPath: '"access_token"',
  tokenRequestFormat: '"form"',
  metadata: "[]",
  defaultScopes: "[]",
};

/** Properties that stay on the mode. */
const MODE_KEYS = new Set(["type", "label", "description", "scopes"]);

class CodemodError extends Error {}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) return undefined;
  const name = property.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function unwrap(expression: ts.Expression): ts.Expression {
  let inner = expression;
  while (ts.isAsExpression(inner) || ts.isParenthesizedExpression(inner) || ts.isSatisfiesExpression(inner)) inner = inner.expression;
  return inner;
}

function isOAuth2Mode(node: ts.ObjectLiteralExpression): boolean {
  return node.properties.some((property) => {
    if (propertyName(property) !== "type" || !ts.isPropertyAssignment(property)) return false;
    const value = unwrap(property.initializer);
    return ts.isStringLiteral(value) && value.text === "oauth2";
  });
}

/** A JSON-like literal's value (strings, numbers, booleans, arrays, objects), or throws. */
function literalValue(expression: ts.Expression, where: string): unknown {
  const node = unwrap(expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => literalValue(element, where));
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, unknown> = {};
    for (const property of node.properties) {
      const name = propertyName(property);
      if (name === undefined || !ts.isPropertyAssignment(property)) throw new CodemodError(`${where}: a literal object is expected`);
      out[name] = literalValue(property.initializer, where);
    }
    return out;
  }
  throw new CodemodError(`${where}: a literal value is expected, found ${node.getText()}`);
}

/** The comments (and blank lines) written before a property, re-indented. */
function leadingComments(source: string, property: ts.Node, indent: string): string {
  const trivia = source.slice(property.getFullStart(), property.getStart());
  const lines = trivia
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  return lines.map((line) => `${indent}${line}\n`).join("");
}

/** Where the JSON path's sibling is: `authed_user.access_token` → `authed_user.refresh_token`. */
function sibling(path: string, name: string): string {
  const dot = path.lastIndexOf(".");
  return dot === -1 ? name : `${path.slice(0, dot + 1)}${name}`;
}

/** The new text of one oauth2 mode object. */
function convertMode(node: ts.ObjectLiteralExpression, file: ts.SourceFile): string {
  const source = file.getFullText();
  const where = (n: ts.Node) => `${file.fileName}:${file.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const lineStart = source.lastIndexOf("\n", node.getStart()) + 1;
  const baseIndent = /^\s*/.exec(source.slice(lineStart))![0];
  const indent = `${baseIndent}  `;
  const inner = `${indent}  `;

  const modeParts: string[] = [];
  const configParts: string[] = [];
  let configAt = -1;
  let tokenPath = "access_token";
  let refreshTokenPath: { value: string; node: ts.Node } | undefined;
  let metadata: { value: Array<{ name: string; from: string; path: string }>; node: ts.Node } | undefined;
  let connectUrl: { text: string; comments: string } | undefined;

  for (const property of node.properties) {
    const name = propertyName(property);
    if (name === undefined) throw new CodemodError(`${where(property)}: a spread or computed property in an oauth2 mode; convert it by hand`);
    // `{ scopes }` is `{ scopes: scopes }`.
    const initializer = ts.isShorthandPropertyAssignment(property) ? property.name : (property as ts.PropertyAssignment).initializer;
    const valueText = initializer.getText(file);
    const comments = leadingComments(source, property, indent);
    if (MODE_KEYS.has(name)) {
      // Kept as written (a shorthand `scopes`, a description on its own line).
      modeParts.push(`${comments}${indent}${source.slice(property.getStart(file), property.getEnd())},\n`);
      continue;
    }
    if (!(name in RENAMES)) throw new CodemodError(`${where(property)}: ${name} is not a field of the old oauth2 mode`);
    if (configAt === -1) configAt = modeParts.length;
    const innerComments = leadingComments(source, property, inner);
    const compact = /^[[{]/.test(valueText) ? valueText.replace(/\s+/g, "") : valueText;
    if (DEFAULTS[name] !== undefined && compact === DEFAULTS[name]) {
      if (innerComments !== "") configParts.push(innerComments);
      continue;
    }
    switch (name) {
      case "clientAuth": {
        const value = literalValue(initializer, where(property));
        if (value === "basic") configParts.push(`${innerComments}${inner}token_endpoint_auth_method: "client_secret_basic",\n`);
        else if (value !== "body") throw new CodemodError(`${where(property)}: clientAuth ${String(value)} is neither body nor basic`);
        break;
      }
      case "refresh": {
        const value = literalValue(initializer, where(property));
        if (value === "rotate") configParts.push(`${innerComments}${inner}refresh_token_rotation: true,\n`);
        else if (value !== "reuse" && value !== "none") throw new CodemodError(`${where(property)}: refresh ${String(value)} is not none, reuse or rotate`);
        // `reuse` is the stored default; `none` (no refresh token, or tokens that do not expire) needs no setting.
        else if (innerComments !== "") configParts.push(innerComments);
        break;
      }
      case "refreshTokenPath":
        refreshTokenPath = { value: String(literalValue(initializer, where(property))), node: property };
        break;
      case "metadata":
        metadata = { value: literalValue(initializer, where(property)) as never, node: property };
        break;
      case "connectMetadataUrl":
        connectUrl = { text: valueText, comments: innerComments };
        break;
      default:
        if (name === "tokenPath") tokenPath = String(literalValue(initializer, where(property)));
        configParts.push(`${innerComments}${inner}${RENAMES[name]}: ${valueText},\n`);
    }
  }
  if (refreshTokenPath && refreshTokenPath.value !== "refresh_token" && refreshTokenPath.value !== sibling(tokenPath, "refresh_token")) {
    throw new CodemodError(`${where(refreshTokenPath.node)}: refreshTokenPath ${refreshTokenPath.value} is not beside the access token (${sibling(tokenPath, "refresh_token")}), where the engine reads it`);
  }
  if (metadata) {
    const fromToken = metadata.value.filter((field) => field.from === "token_response");
    const fromCallback = metadata.value.filter((field) => field.from === "callback_query");
    const fromConnect = metadata.value.filter((field) => field.from === "connect_request");
    for (const field of [...fromToken, ...fromCallback]) {
      if (field.name !== field.path) throw new CodemodError(`${where(metadata.node)}: metadata ${field.name} from ${field.from} must be named by its path (${field.path})`);
    }
    if (fromToken.length > 0) configParts.push(`${inner}token_metadata: ${JSON.stringify(fromToken.map((field) => field.path))},\n`);
    if (fromCallback.length > 0) configParts.push(`${inner}callback_metadata: ${JSON.stringify(fromCallback.map((field) => field.path))},\n`);
    if (fromConnect.length > 0) {
      if (!connectUrl) throw new CodemodError(`${where(metadata.node)}: metadata from connect_request without connectMetadataUrl`);
      const key = (name: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : JSON.stringify(name));
      const fields = fromConnect.map((field) => `${key(field.name)}: ${JSON.stringify(field.path)}`).join(", ");
      configParts.push(`${connectUrl.comments}${inner}connect_metadata: { url: ${connectUrl.text}, fields: { ${fields} } },\n`);
    }
  } else if (connectUrl) {
    throw new CodemodError(`${file.fileName}: connectMetadataUrl without metadata from connect_request`);
  }
  const config = `${indent}config: {\n${configParts.join("")}${indent}},\n`;
  modeParts.splice(configAt === -1 ? modeParts.length : configAt, 0, config);
  return `{\n${modeParts.join("")}${baseIndent}}`;
}

/** The rewritten text of one file, or the same text when it has no old-vocabulary oauth2 mode. */
export function convertSource(fileName: string, text: string): string {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && isOAuth2Mode(node)) {
      if (!node.properties.some((property) => propertyName(property) === "config")) edits.push({ start: node.getStart(file), end: node.getEnd(), text: convertMode(node, file) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

function main(argv: string[]): number {
  const check = argv.includes("--check");
  const named = argv.filter((arg) => arg !== "--check");
  const directory = join(dirname(fileURLToPath(import.meta.url)), "../src/definitions");
  const files = named.length > 0 ? named : readdirSync(directory).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts")).map((name) => join(directory, name));
  const changed: Array<{ file: string; text: string }> = [];
  try {
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const converted = convertSource(file, text);
      if (converted !== text) changed.push({ file, text: converted });
    }
  } catch (error) {
    if (!(error instanceof CodemodError)) throw error;
    process.stderr.write(`codemod-oauth-vocabulary: ${error.message} (nothing written)\n`);
    return 2;
  }
  for (const { file } of changed) process.stdout.write(`${check ? "would convert" : "converted"} ${file}\n`);
  if (check) return changed.length > 0 ? 1 : 0;
  for (const { file, text } of changed) writeFileSync(file, text);
  process.stdout.write(`${changed.length} file(s) converted\n`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
