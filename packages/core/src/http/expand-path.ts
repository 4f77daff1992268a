import { PathParamError } from "./path-param-error";

/** Result of expanding a path template. */
export interface ExpandedPath {
  /** The template with every `{name}` replaced by its percent-encoded param. */
  path: string;
  /** The params no placeholder used (they become the JSON body or the query string). */
  rest: Record<string, unknown>;
}

/** A path template parsed once by {@link compilePath}, ready to be expanded many times. */
export interface CompiledPath {
  /** The template as given. */
  readonly template: string;
  /** Placeholder names in order of first appearance, without duplicates. */
  readonly names: readonly string[];
  /**
   * Fills the placeholders from `params`.
   *
   * @throws {PathParamError} `missing_path_param` or `invalid_path_param`
   */
  expand(params: Record<string, unknown>): ExpandedPath;
}

type Piece = { literal: string } | { name: string };

const PLACEHOLDER_PATTERN = /\{([A-Za-z0-9_.-]+)\}/g;

function parsePieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    if (match.index > last) pieces.push({ literal: text.slice(last, match.index) });
    pieces.push({ name: match[1] as string });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ literal: text.slice(last) });
  return pieces;
}

// The WHATWG URL parser (and so fetch) treats %2e like "." when resolving dot segments.
function isDotSegment(segment: string): boolean {
  const dots = segment.replace(/%2e/gi, ".");
  return dots === "." || dots === "..";
}

/**
 * Parses a tool's path template (`/repos/{owner}/{repo}/issues`) once so that expanding it per request costs
 * only string concatenation. Placeholder names are letters, digits, `_`, `-` and `.`; other braces are kept
 * literally. A name may appear more than once.
 *
 * Each value is inserted as `encodeURIComponent(String(value))`, so `/`, `?`, `#`, `%` and spaces cannot change
 * the path's structure. Values are refused when they could still change it or have no sensible text form:
 * objects, arrays, functions, symbols, non-finite numbers, empty strings (an empty segment can address a
 * different resource), strings that are not valid Unicode, and values that make a segment `.` or `..`. The
 * last are refused rather than encoded as `%2E`/`%2E%2E` because URL parsers, fetch included, resolve those
 * encodings as dot segments too. `undefined` and `null` count as missing.
 *
 * @example
 * ```ts
 * const compiled = compilePath("/repos/{owner}/{repo}/issues");
 * compiled.names; // ["owner", "repo"]
 * compiled.expand({ owner: "acme", repo: "a/b", state: "open" });
 * // { path: "/repos/acme/a%2Fb/issues", rest: { state: "open" } }
 * ```
 */
export function compilePath(template: string): CompiledPath {
  const boundary = template.search(/[?#]/);
  const pathPart = boundary === -1 ? template : template.slice(0, boundary);
  const tail = parsePieces(boundary === -1 ? "" : template.slice(boundary));
  const segments = pathPart.split("/").map((segment) => {
    const pieces = parsePieces(segment);
    return { pieces, dynamic: pieces.some((piece) => "name" in piece) };
  });

  const names: string[] = [];
  for (const piece of [...segments.flatMap((segment) => segment.pieces), ...tail]) {
    if ("name" in piece && !names.includes(piece.name)) names.push(piece.name);
  }
  const nameSet = new Set(names);

  const fail = (code: "missing_path_param" | "invalid_path_param", param: string, problem?: string): never => {
    throw new PathParamError({
      code,
      param,
      template,
      message:
        code === "missing_path_param"
          ? `Missing path parameter "${param}" for path ${template}`
          : `Invalid path parameter "${param}" for path ${template}: ${problem}`,
    });
  };

  function encodeParam(name: string, params: Record<string, unknown>): string {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined || value === null) return fail("missing_path_param", name);
    let text: string;
    switch (typeof value) {
      case "string":
        text = value;
        break;
      case "number":
        if (!Number.isFinite(value)) return fail("invalid_path_param", name, "must be a finite number");
        text = String(value);
        break;
      case "boolean":
      case "bigint":
        text = String(value);
        break;
      default:
        return fail(
          "invalid_path_param",
          name,
          `must be a string, number or boolean, not ${Array.isArray(value) ? "an array" : `a ${typeof value}`}`,
        );
    }
    if (text === "") return fail("invalid_path_param", name, "must not be empty");
    try {
      return encodeURIComponent(text);
    } catch {
      return fail("invalid_path_param", name, "is not valid Unicode text");
    }
  }

  function expandPieces(pieces: readonly Piece[], params: Record<string, unknown>): string {
    let out = "";
    for (const piece of pieces) out += "literal" in piece ? piece.literal : encodeParam(piece.name, params);
    return out;
  }

  function expand(params: Record<string, unknown>): ExpandedPath {
    let path = "";
    segments.forEach((segment, index) => {
      if (index > 0) path += "/";
      if (!segment.dynamic) {
        path += expandPieces(segment.pieces, params);
        return;
      }
      const expanded = expandPieces(segment.pieces, params);
      if (isDotSegment(expanded)) {
        const first = segment.pieces.find((piece): piece is { name: string } => "name" in piece);
        fail("invalid_path_param", first?.name ?? "", `must not make the path segment "." or ".."`);
      }
      path += expanded;
    });
    path += expandPieces(tail, params);

    const rest: Record<string, unknown> = {};
    for (const key of Object.keys(params)) {
      if (!nameSet.has(key)) rest[key] = params[key];
    }
    return { path, rest };
  }

  return { template, names, expand };
}

/**
 * Replaces each `{name}` in a tool's path template with the percent-encoded param of the same name (as
 * `POST /api/v1/tools/execute` does) and returns the params left over. Compiles the template on every call: on a
 * hot path, keep a {@link compilePath} result per tool instead. See {@link compilePath} for the encoding rules
 * and the values that are refused.
 *
 * @throws {PathParamError} `missing_path_param` when a placeholder has no param, `invalid_path_param` when
 * its value cannot be put in a path safely
 *
 * @example
 * ```ts
 * expandPath("/users/{id}/files/{name}", { id: 42, name: "a b.txt", overwrite: true });
 * // { path: "/users/42/files/a%20b.txt", rest: { overwrite: true } }
 * ```
 */
export function expandPath(template: string, params: Record<string, unknown>): ExpandedPath {
  return compilePath(template).expand(params);
}
