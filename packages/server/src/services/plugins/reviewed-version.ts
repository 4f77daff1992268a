import type { DashboardPlugin, PluginChange } from "@plugboard/core";

/**
 * The reviewable parts of a plugin as an approval saw them, stored as `Plugin.approvedVersion`: its
 * fields, its manual tools by slug, its auth methods by `type: label` and its triggers by slug — each
 * without ids, counts and timestamps, and auth methods by their public config only (never a secret).
 */
export interface ReviewedVersion {
  plugin: Record<string, unknown>;
  tools: Record<string, Record<string, unknown>>;
  authMethods: Record<string, Record<string, unknown>>;
  /** Absent from versions approved before triggers were part of them: then triggers are not compared. */
  triggers?: Record<string, Record<string, unknown>>;
}

/** Fields of a plugin that are bookkeeping, not what a reviewer approves. */
const NOT_REVIEWED = new Set([
  "id",
  "reviewStatus",
  "adminNotes",
  "status",
  "createdById",
  "toolCount",
  "mcpToolCount",
  "createdAt",
  "updatedAt",
  "categoryIds",
  "tools",
  "mcpTools",
  "authMethods",
  "triggers",
  "changesSinceApproval",
]);

/** The reviewable parts of `plugin` (its dashboard view, secrets already left out). */
export function reviewedVersionOf(plugin: Omit<DashboardPlugin, "changesSinceApproval">): ReviewedVersion {
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(plugin)) if (!NOT_REVIEWED.has(field)) fields[field] = value;
  fields.categories = plugin.categories.map((category) => category.slug).sort();
  const tools: ReviewedVersion["tools"] = {};
  for (const { id: _id, pluginId: _plugin, slug, createdAt: _created, updatedAt: _updated, ...tool } of plugin.tools) tools[slug] = tool;
  const authMethods: ReviewedVersion["authMethods"] = {};
  for (const { id: _id, pluginId: _plugin, createdAt: _created, type, label, ...method } of plugin.authMethods) authMethods[`${type}: ${label}`] = method;
  const triggers: NonNullable<ReviewedVersion["triggers"]> = {};
  for (const { slug, ...trigger } of plugin.triggers) triggers[slug] = trigger;
  return { plugin: fields, tools, authMethods, triggers };
}

/** `value` as a stored version, or null when it is not one (absent, or written by another release). */
export function readReviewedVersion(value: unknown): ReviewedVersion | null {
  if (!isRecord(value) || !isRecord(value.plugin) || !isRecord(value.tools) || !isRecord(value.authMethods)) return null;
  return value as unknown as ReviewedVersion;
}

/** What differs from `before` (the approved version) to `after` (the plugin now): plugin fields, then tools, auth methods and triggers. */
export function changesBetween(before: ReviewedVersion, after: ReviewedVersion): PluginChange[] {
  const changes: PluginChange[] = [];
  const plugin = changedFields(before.plugin, after.plugin);
  for (const field of plugin) changes.push({ part: "plugin", name: field.field, change: "changed", fields: [field] });
  changes.push(...partChanges("tool", before.tools, after.tools), ...partChanges("auth_method", before.authMethods, after.authMethods));
  if (before.triggers && after.triggers) changes.push(...partChanges("trigger", before.triggers, after.triggers));
  return changes;
}

function partChanges(part: PluginChange["part"], before: Record<string, Record<string, unknown>>, after: Record<string, Record<string, unknown>>): PluginChange[] {
  const changes: PluginChange[] = [];
  for (const name of Object.keys(before).sort()) {
    if (!(name in after)) changes.push({ part, name, change: "removed", fields: [] });
  }
  for (const name of Object.keys(after).sort()) {
    const was = before[name];
    if (was === undefined) changes.push({ part, name, change: "added", fields: [] });
    else {
      const fields = changedFields(was, after[name]!);
      if (fields.length > 0) changes.push({ part, name, change: "changed", fields });
    }
  }
  return changes;
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): PluginChange["fields"] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((field) => canonical(before[field]) !== canonical(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** JSON with object keys sorted: PostgreSQL's `jsonb` does not keep the order a value was written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    isRecord(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
