import { Webhook } from "standardwebhooks";
import type { TestPlugboard } from "../helpers/start-plugboard.js";
import { startUpstream, type Upstream, type UpstreamReply } from "../helpers/upstream-server.js";

/** A webhook body as received. */
export interface ReceivedEvent {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

/** A real HTTP receiver that checks every request with the `standardwebhooks` package. */
export interface WebhookReceiver {
  upstream: Upstream;
  /** Bodies whose signature verified, in arrival order (a bad signature fails the test via `invalid`). */
  events(): ReceivedEvent[];
  /** Requests whose signature did not verify. */
  invalid(): string[];
  reply(handler: UpstreamReply): void;
  close(): Promise<void>;
}

/** Starts an upstream on loopback and registers it as a webhook of `pb`'s developer for `events`. */
export async function startWebhookReceiver(pb: TestPlugboard, events: string[]): Promise<WebhookReceiver & { webhookId: string; secret: string }> {
  const upstream = await startUpstream();
  const created = await pb.api("POST", "/api/v1/webhooks", { url: `${upstream.url}/hooks`, events });
  if (created.status !== 201) throw new Error(`webhook not created: ${created.status} ${JSON.stringify(created.body)}`);
  const secret = created.body.secret as string;
  const verifier = new Webhook(secret);
  const check = (body: string, headers: Record<string, unknown>) => {
    try {
      verifier.verify(body, headers as Record<string, string>);
      return true;
    } catch {
      return false;
    }
  };
  return {
    upstream,
    webhookId: created.body.id as string,
    secret,
    events: () => upstream.received.filter((request) => check(request.body, request.headers)).map((request) => request.json as ReceivedEvent),
    invalid: () => upstream.received.filter((request) => !check(request.body, request.headers)).map((request) => request.body),
    reply: (handler) => upstream.reply(handler),
    close: () => upstream.close(),
  };
}
