import { parseArgs } from "node:util";
import type { ListTriggerEventsResponse, ListTriggersResponse } from "@plugboard/core";
import { operatorFetch } from "../outbound/operator-fetch.js";
import { operatorApiPolicy } from "../outbound/outbound-policy.js";

/** Usage lines of `triggers`. */
export const TRIGGERS_USAGE = `triggers list [--plugin P] [--json]         the triggers of approved plugins (of a running server)
  triggers subscribe --user U --plugin P --trigger T [--config JSON] [--account LABEL]
                                              subscribe a user's account; prints the subscription as JSON
  triggers events [--subscription ID] [--user U] [--cursor C] [--follow]
                                              print events as JSON lines (--follow: wait for more until Ctrl-C)
      (these three call the API of the server at --url, default BASE_URL, with the key in PLUGBOARD_API_KEY)`;

/** Where the triggers commands send their requests, and how. */
export interface TriggersCommandOptions {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** The first thing wrong in an API error answer, as one line. */
function problemOf(status: number, body: unknown): string {
  const answer = (body ?? {}) as { error?: string; details?: { fieldErrors?: Record<string, string[]> } };
  const field = Object.entries(answer.details?.fieldErrors ?? {})[0];
  return field ? `${field[0]}: ${field[1].join("; ")}` : `${answer.error ?? "request failed"} (HTTP ${status})`;
}

/**
 * `plugboard triggers list|subscribe|events`: a developer's view of triggers through the HTTP API of a
 * running server (`--url`, default `BASE_URL` or `http://localhost:$PORT`), authenticated with the API
 * key in `PLUGBOARD_API_KEY` (never a command-line argument, which other users of the machine can see).
 * `events --follow` long-polls `GET /api/v1/trigger-events` 30 s at a time until interrupted.
 *
 * @throws {Error} a usage error or the API's refusal, as one line
 */
export async function runTriggersCommand(sub: string | undefined, args: string[], options: TriggersCommandOptions): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      url: { type: "string" },
      plugin: { type: "string" },
      json: { type: "boolean" },
      user: { type: "string" },
      trigger: { type: "string" },
      config: { type: "string" },
      account: { type: "string" },
      subscription: { type: "string" },
      cursor: { type: "string" },
      follow: { type: "boolean" },
    },
    strict: true,
  });
  const apiKey = options.env.PLUGBOARD_API_KEY;
  if (!apiKey) throw new Error("set PLUGBOARD_API_KEY to an API key (plugboard keys create --email E prints one)");
  const base = (values.url ?? options.env.BASE_URL ?? `http://localhost:${options.env.PORT ?? "3000"}`).replace(/\/+$/, "");
  const send = options.fetch ?? operatorFetch(operatorApiPolicy());
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await send(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new Error(problemOf(response.status, parsed));
    return parsed as T;
  };

  switch (sub) {
    case "list": {
      const { triggers } = await call<ListTriggersResponse>("GET", `/api/v1/triggers${values.plugin ? `?plugin=${encodeURIComponent(values.plugin)}` : ""}`);
      if (values.json) return options.out(JSON.stringify({ triggers }));
      for (const trigger of triggers) options.out([trigger.plugin.padEnd(20), trigger.slug.padEnd(28), trigger.kind.padEnd(8), trigger.name].join(" "));
      return;
    }
    case "subscribe": {
      if (!values.user || !values.plugin || !values.trigger) throw new Error("--user, --plugin and --trigger are required: triggers subscribe --user U --plugin P --trigger T");
      let config: unknown = {};
      if (values.config) {
        try {
          config = JSON.parse(values.config);
        } catch {
          throw new Error('--config: not JSON (e.g. --config \'{"owner":"octo","repo":"hello"}\')');
        }
      }
      const created = await call("POST", "/api/v1/trigger-subscriptions", { userId: values.user, plugin: values.plugin, trigger: values.trigger, config, ...(values.account ? { accountLabel: values.account } : {}) });
      return options.out(JSON.stringify(created));
    }
    case "events": {
      let cursor = values.cursor;
      do {
        const query = new URLSearchParams();
        if (values.subscription) query.set("subscriptionId", values.subscription);
        if (values.user) query.set("userId", values.user);
        if (cursor) query.set("cursor", cursor);
        if (values.follow) query.set("waitSeconds", "30");
        let page: ListTriggerEventsResponse;
        try {
          page = await call<ListTriggerEventsResponse>("GET", `/api/v1/trigger-events?${query}`);
        } catch (error) {
          if (options.signal?.aborted) return;
          throw error;
        }
        for (const event of page.events) options.out(JSON.stringify(event));
        if (page.nextCursor) cursor = page.nextCursor;
        if (!values.follow && !page.hasMore) return;
      } while (!options.signal?.aborted);
      return;
    }
    default:
      throw new Error(`unknown command "triggers ${sub ?? ""}"; try: triggers list, triggers subscribe, triggers events`);
  }
}
