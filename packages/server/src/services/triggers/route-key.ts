import type { TriggerRouteRule } from "@plugboard/core";
import { valueAt } from "./json-path.js";
import { header } from "./trigger-inbound-service.js";
import type { InboundDelivery } from "./verify-delivery.js";

const CONNECTION_PLACEHOLDER = /\{\{\s*(metadata|config)\.([A-Za-z0-9_.-]+)\s*\}\}/g;

/** What a connection offers a route: its config fields and the metadata the provider returned. */
export interface RoutableConnection {
  connectionConfig: unknown;
  connectionMetadata: unknown;
}

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The key of route values: one string however many rules (stored on the subscription, indexed). */
const keyOf = (values: readonly string[]) => JSON.stringify(values);

/**
 * The route key of a connection for an app-level trigger: each rule's `connection` template filled
 * from the connection's metadata (`{{metadata.team.id}}`, named by its path) and config
 * (`{{config.shop}}`); `{ missing }` names the first value the connection lacks.
 *
 * @example
 * connectionRouteKey([{ path: "team_id", connection: "{{metadata.team.id}}" }], { connectionConfig: null, connectionMetadata: { "team.id": "T1" } }) // { key: '["T1"]' }
 */
export function connectionRouteKey(rules: readonly TriggerRouteRule[], connection: RoutableConnection): { key: string } | { missing: string } {
  const sources = { metadata: asRecord(connection.connectionMetadata), config: asRecord(connection.connectionConfig) };
  const values: string[] = [];
  for (const rule of rules) {
    let missing: string | undefined;
    const value = rule.connection.replace(CONNECTION_PLACEHOLDER, (_match, source: "metadata" | "config", name: string) => {
      const found = sources[source][name];
      if (found === undefined || found === null || found === "" || typeof found === "object") {
        missing ??= `${source}.${name}`;
        return "";
      }
      return String(found);
    });
    if (missing) return { missing };
    values.push(value);
  }
  return { key: keyOf(values) };
}

/**
 * The route key of an inbound event: each rule's value taken from the body (`path`) or a header;
 * undefined when the event lacks one (it is for no subscription).
 */
export function eventRouteKey(rules: readonly TriggerRouteRule[], delivery: InboundDelivery, body: unknown): string | undefined {
  const values: string[] = [];
  for (const rule of rules) {
    const value = rule.header !== undefined ? header(delivery, rule.header) : valueAt(body, rule.path!);
    if (value === undefined || value === null || value === "" || typeof value === "object") return undefined;
    values.push(String(value));
  }
  return keyOf(values);
}
