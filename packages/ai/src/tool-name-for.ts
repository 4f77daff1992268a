import type { ToolItem } from "@plugboard/core";
import { shortHash } from "./short-hash.js";

/**
 * Tool names every major model provider accepts: OpenAI and Anthropic (`^[a-zA-Z0-9_-]{1,64}$`) and
 * Google Gemini (must start with a letter or an underscore). Every name from {@link toolNameFor}
 * matches it.
 *
 * @example
 * TOOL_NAME_PATTERN.test("GITHUB_CREATE_ISSUE"); // true
 */
export const TOOL_NAME_PATTERN = /^[a-zA-Z_][a-zA-Z0-9_-]{0,63}$/;

/** Longest tool name every provider accepts (OpenAI, Anthropic and Gemini all stop at 64). */
export const MAX_TOOL_NAME_LENGTH = 64;

/** The part of a tool a name is made from: its slug and, to tell apart equal slugs, its plugin. */
export type ToolNameSource = Pick<ToolItem, "slug" | "pluginSlug">;

/**
 * How tool names are made. The same options and the same tools always give the same names.
 *
 * @example
 * const names: ToolNamingOptions = { prefix: "pb_", format: (tool) => tool.slug.toLowerCase() };
 */
export interface ToolNamingOptions<T extends ToolNameSource = ToolItem> {
  /**
   * The name before it is made provider-safe; default the tool slug (`GITHUB_CREATE_ISSUE`).
   * Characters outside `[a-zA-Z0-9_-]` become `_`.
   */
  format?: (tool: T) => string;
  /** Put before every name, e.g. `"pb_"` to keep Plugboard tools apart from your own. */
  prefix?: string;
  /** Longest name to produce, from 8 to 64 (default 64). */
  maxLength?: number;
  /** Names already in use (your own tools, say); the names made differ from each, ignoring case. */
  taken?: Iterable<string>;
}

const SUFFIX_LENGTH = 6;
const MIN_LENGTH = SUFFIX_LENGTH + 2;

/**
 * A tool name valid for every major model provider ({@link TOOL_NAME_PATTERN}), made from the tool
 * slug (or `options.format`). When that name is taken (compared ignoring case), or longer than
 * `maxLength`, it ends in `_` and a six-character hash of the plugin, the slug and the raw name
 * instead, so the result is deterministic and still unique. For a whole list use
 * {@link toolNamesFor}, which does the bookkeeping.
 *
 * @example
 * toolNameFor({ slug: "CREATE_ISSUE", pluginSlug: "github" }); // "CREATE_ISSUE"
 * toolNameFor({ slug: "CREATE_ISSUE", pluginSlug: "gitlab" }, { taken: ["CREATE_ISSUE"] }); // "CREATE_ISSUE_k3v9qa" (say)
 */
export function toolNameFor<T extends ToolNameSource>(tool: T, options: ToolNamingOptions<T> = {}): string {
  return nameAvoiding(tool, options, lowerCaseSet(options.taken));
}

/**
 * Names for a whole set of tools, in the order given, unique within the set and apart from
 * `options.taken`. Where two tools would get the same name, the one whose plugin slug (then tool
 * slug) sorts first keeps the plain name and the other gets a hash suffix — so the result does not
 * depend on the order the server listed them in.
 *
 * @example
 * const [a, b] = toolNamesFor([
 *   { slug: "CREATE_ISSUE", pluginSlug: "gitlab" },
 *   { slug: "CREATE_ISSUE", pluginSlug: "github" },
 * ]);
 * // b === "CREATE_ISSUE" (github sorts first); a === "CREATE_ISSUE_" + six hash characters
 */
export function toolNamesFor<T extends ToolNameSource>(tools: readonly T[], options: ToolNamingOptions<T> = {}): string[] {
  const taken = lowerCaseSet(options.taken);
  const order = tools.map((_, index) => index).sort((left, right) => compareTools(tools[left]!, tools[right]!));
  const names: string[] = new Array<string>(tools.length);
  for (const index of order) {
    const name = nameAvoiding(tools[index]!, options, taken);
    taken.add(name.toLowerCase());
    names[index] = name;
  }
  return names;
}

function nameAvoiding<T extends ToolNameSource>(tool: T, options: ToolNamingOptions<T>, taken: ReadonlySet<string>): string {
  const maxLength = options.maxLength ?? MAX_TOOL_NAME_LENGTH;
  if (!Number.isInteger(maxLength) || maxLength < MIN_LENGTH || maxLength > MAX_TOOL_NAME_LENGTH) {
    throw new RangeError(`maxLength must be an integer from ${MIN_LENGTH} to ${MAX_TOOL_NAME_LENGTH}, got ${maxLength}`);
  }
  const raw = (options.prefix ?? "") + (options.format ? options.format(tool) : tool.slug);
  const base = providerSafe(raw);
  if (base.length <= maxLength && !taken.has(base.toLowerCase())) return base;
  const stem = base.slice(0, maxLength - SUFFIX_LENGTH - 1);
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    const candidate = `${stem}_${shortHash(`${tool.pluginSlug}\u0000${tool.slug}\u0000${raw}\u0000${attempt}`, SUFFIX_LENGTH)}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
  throw new Error(`Could not find a free tool name for ${tool.pluginSlug}/${tool.slug}`);
}

/** `[a-zA-Z0-9_-]` only, starting with a letter or `_`, never empty (length is handled by the caller). */
function providerSafe(raw: string): string {
  const replaced = raw.replace(/[^a-zA-Z0-9_-]+/g, "_");
  if (replaced === "" || replaced === "_") return "tool";
  return /^[a-zA-Z_]/.test(replaced) ? replaced : `_${replaced}`;
}

function lowerCaseSet(names: Iterable<string> | undefined): Set<string> {
  const set = new Set<string>();
  for (const name of names ?? []) set.add(name.toLowerCase());
  return set;
}

function compareTools(left: ToolNameSource, right: ToolNameSource): number {
  return compare(left.pluginSlug, right.pluginSlug) || compare(left.slug, right.slug);
}

function compare(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}
