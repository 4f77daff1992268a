import type { ValidateFunction } from "ajv";
import { invalidInput } from "../../errors/invalid-input.js";
import { compileInputSchema, describeParamsErrors } from "../../infra/compile-input-schema.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { Logger } from "../../logging/logger.js";
import type { SourceTool, ToolSourceKind } from "../../sources/tool-source.js";

/** A compiled schema, kept per tool; `validate` is null when the schema did not compile (not checked). */
interface Entry {
  pluginId: string;
  /** The schema object it was compiled from: the sources keep their tool objects cached, so this is the usual hit. */
  schema: Record<string, unknown>;
  /** Its JSON text, to tell an equal schema reloaded by a source from a changed one. */
  text: string;
  validate: ValidateFunction | null;
}

/**
 * The schema as agents are shown it: a top-level `required` name that `properties` does not declare is
 * left out. Authors write such schemas; Plugboard's AI adapters drop those names (providers refuse
 * them), so a model never learns of them and could never satisfy them.
 */
function enforceable(schema: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(schema.required)) return schema;
  const declared = typeof schema.properties === "object" && schema.properties !== null ? (schema.properties as Record<string, unknown>) : {};
  const required = schema.required.filter((name) => typeof name === "string" && Object.hasOwn(declared, name));
  return required.length === schema.required.length ? schema : { ...schema, required };
}

/**
 * Checks an execution's params against the tool's listed `inputSchema` (JSON Schema 2020-12, or draft-07
 * when its `$schema` says so) before anything is sent upstream. Each schema is compiled once and kept,
 * per source kind, plugin and tool slug, until the schema changes or the plugin's `plugin` event clears
 * it (`all` clears everything); at most `max` schemas are kept (the least recently used goes first).
 *
 * A top-level `required` name that `properties` does not declare is not enforced (see {@link enforceable}).
 * A schema that cannot be compiled (say, an MCP server's odd one) does not block execution: the tool's
 * params go unchecked, and that is logged once per schema.
 */
export function createParamsValidator(deps: { bus: InvalidationBus; logger: Logger; max?: number }) {
  const max = deps.max ?? 5_000;
  const entries = new Map<string, Entry>();
  /**
   * The entry of a schema object already checked against: the sources keep their tool objects (and
   * so their schema objects) cached, so a warm execution finds its validator with no key to build.
   * Weak: it holds nothing a source has let go of.
   */
  const bySchema = new WeakMap<Record<string, unknown>, Entry>();

  deps.bus.subscribe((event) => {
    if (event.kind === "all") entries.clear();
    else if (event.kind === "plugin") for (const [key, entry] of entries) if (entry.pluginId === event.pluginId) entries.delete(key);
  });

  function compile(kind: ToolSourceKind, tool: SourceTool, text: string): Entry {
    const compiled = compileInputSchema(enforceable(tool.inputSchema));
    if (!compiled.ok) {
      deps.logger.warn("tool inputSchema does not compile; its params are not checked", { source: kind, pluginId: tool.plugin.id, tool: tool.slug, errorMessage: compiled.error });
    }
    return { pluginId: tool.plugin.id, schema: tool.inputSchema, text, validate: compiled.ok ? compiled.validate : null };
  }

  function entryFor(kind: ToolSourceKind, tool: SourceTool): Entry {
    const key = `${kind}\u0000${tool.plugin.id}\u0000${tool.slug}`;
    let entry = entries.get(key);
    if (entry && entry.schema !== tool.inputSchema) {
      const text = JSON.stringify(tool.inputSchema);
      entry = text === entry.text ? { ...entry, schema: tool.inputSchema } : compile(kind, tool, text);
    } else if (!entry) {
      entry = compile(kind, tool, JSON.stringify(tool.inputSchema));
    }
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > max) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  return {
    /**
     * Throws a 400 `invalid_input` naming each offending `params.<field>` when `params` do not fit the tool's schema.
     *
     * @throws {ServiceError} 400 `invalid_input`, `details.fieldErrors` keyed `params.<field>`
     */
    check(kind: ToolSourceKind, tool: SourceTool, params: Record<string, unknown>): void {
      let entry = bySchema.get(tool.inputSchema);
      if (!entry) bySchema.set(tool.inputSchema, (entry = entryFor(kind, tool)));
      const { validate } = entry;
      if (!validate || validate(params)) return;
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of describeParamsErrors(validate.errors ?? [])) {
        const messages = (fieldErrors[issue.field] ??= []);
        if (!messages.includes(issue.message)) messages.push(issue.message);
      }
      throw invalidInput(fieldErrors);
    },
    /** Schemas kept now. */
    get size(): number {
      return entries.size;
    },
  };
}

/** The params validator's interface. */
export type ParamsValidator = ReturnType<typeof createParamsValidator>;
