import { parseStoredTriggers, type TriggerDefinition, type TriggerItem } from "@plugboard/core";
import type { Logger } from "../../logging/logger.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { TriggerStore } from "./trigger-store.js";

/** The triggers of a plugin as stored, parsed; a stored list that no longer parses counts as none (and is logged). */
export function parseTriggerList(value: unknown, logger: Logger, pluginId: string): TriggerDefinition[] {
  const parsed = parseStoredTriggers(value);
  if (parsed) return parsed;
  logger.warn("stored triggers do not parse", { pluginId });
  return [];
}

/** A trigger as `GET /api/v1/triggers` lists it. */
export function triggerItemOf(plugin: string, trigger: TriggerDefinition): TriggerItem {
  return {
    plugin,
    slug: trigger.slug,
    name: trigger.name,
    description: trigger.description,
    kind: trigger.kind,
    configSchema: trigger.configSchema,
    payload: trigger.payload,
    ...(trigger.poll ? { intervalSeconds: trigger.poll.intervalSeconds } : {}),
    ...(trigger.source ? { source: trigger.source } : {}),
  };
}

/**
 * The triggers plugins declare (`Plugin.triggers`), parsed once per plugin and kept until a `plugin`
 * invalidation: the inbound route looks a subscription's trigger up on every delivery.
 */
export function createTriggerCatalog(deps: { store: TriggerStore; bus: InvalidationBus; logger: Logger }) {
  const byPlugin = new Map<string, TriggerDefinition[]>();
  deps.bus.subscribe((event) => {
    if (event.kind === "plugin") byPlugin.delete(event.pluginId);
    if (event.kind === "all") byPlugin.clear();
  });

  return {
    /** The trigger `slug` of plugin `pluginId`, or undefined. */
    async find(pluginId: string, slug: string): Promise<TriggerDefinition | undefined> {
      let triggers = byPlugin.get(pluginId);
      if (!triggers) {
        triggers = parseTriggerList(await deps.store.pluginTriggers(pluginId), deps.logger, pluginId);
        if (byPlugin.size > 10_000) byPlugin.clear();
        byPlugin.set(pluginId, triggers);
      }
      return triggers.find((trigger) => trigger.slug === slug);
    },

    /** The triggers of approved plugins (of one plugin when `plugin` is given), by plugin slug then trigger. */
    async list(plugin?: string): Promise<TriggerItem[]> {
      const plugins = await deps.store.approvedPlugins(plugin);
      return plugins.flatMap((row) => parseTriggerList(row.triggers, deps.logger, row.id).map((trigger) => triggerItemOf(row.slug, trigger)));
    },

    /** An approved plugin by slug with its parsed triggers, or null. */
    async approved(plugin: string): Promise<{ id: string; slug: string; triggers: TriggerDefinition[] } | null> {
      const [row] = await deps.store.approvedPlugins(plugin);
      return row ? { id: row.id, slug: row.slug, triggers: parseTriggerList(row.triggers, deps.logger, row.id) } : null;
    },
  };
}

/** The trigger catalog's interface. */
export type TriggerCatalog = ReturnType<typeof createTriggerCatalog>;
