import type { WebhookDelivery, WebhookEventType, WebhookItem } from "@plugboard/core";
import { useEffect, useState } from "preact/hooks";
import { api } from "../endpoints.js";
import { CopyField, Done, Empty, ErrorNote, PageHeader, useAction, useLoad, When } from "../components.js";

const EVENT_TYPES: WebhookEventType[] = ["connection.created", "connection.updated", "connection.needs_reauth", "connection.deleted", "connection.failed", "plugin.reviewed"];

function Deliveries({ webhook }: { webhook: WebhookItem }) {
  const [rows, setRows] = useState<WebhookDelivery[]>();
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<unknown>();
  const action = useAction();
  const load = async (append: boolean) => {
    setError(undefined);
    try {
      const page = await api.webhooks.deliveries(webhook.id, append && cursor ? cursor : undefined);
      setRows((previous) => (append ? [...(previous ?? []), ...page.deliveries] : page.deliveries));
      setCursor(page.hasMore ? page.nextCursor : null);
    } catch (caught) {
      setError(caught);
    }
  };
  useEffect(() => {
    void load(false);
  }, [webhook.id]);
  return (
    <section aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading">Deliveries to {webhook.url}</h2>
      <button type="button" onClick={() => void load(false)}>
        Refresh deliveries
      </button>
      <ErrorNote error={error ?? action.error} />
      <Done text={action.done} />
      {rows && rows.length === 0 && <Empty>No deliveries yet. Events are sent when a user connects, disconnects or must reconnect, and when a plugin is reviewed.</Empty>}
      {rows && rows.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Deliveries</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last answer</th>
                <th scope="col">Created</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((delivery) => (
                <tr key={delivery.id}>
                  <td>
                    <code>{delivery.type}</code>
                  </td>
                  <td>
                    {delivery.status === "failed" ? <strong class="warn">Failed</strong> : delivery.status === "delivered" ? "Delivered" : "Pending"}
                    {delivery.nextAttemptAt && (
                      <>
                        <br />
                        next attempt <When at={delivery.nextAttemptAt} />
                      </>
                    )}
                  </td>
                  <td>
                    {delivery.attempts}
                    {delivery.attemptHistory.length > 0 && (
                      <details>
                        <summary>
                          History<span class="sr-only"> of {delivery.type} delivery {delivery.id}</span>
                        </summary>
                        <ol class="attempts">
                          {delivery.attemptHistory.map((attempt, index) => (
                            <li key={`${attempt.attemptedAt} ${index}`}>
                              <When at={attempt.attemptedAt} />: {attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : "no answer"}
                              {attempt.durationMs !== null ? ` in ${attempt.durationMs} ms` : " (not sent)"}
                              {attempt.error && <> — {attempt.error}</>}
                              {attempt.response && (
                                <>
                                  <br />
                                  answer: <code>{attempt.response}</code>
                                </>
                              )}
                            </li>
                          ))}
                        </ol>
                      </details>
                    )}
                  </td>
                  <td>
                    {delivery.lastStatusCode ?? "—"}
                    {delivery.lastError && (
                      <>
                        <br />
                        {delivery.lastError}
                      </>
                    )}
                  </td>
                  <td>
                    <When at={delivery.createdAt} />
                  </td>
                  <td>
                    {delivery.status === "failed" && (
                      <button
                        type="button"
                        disabled={action.busy}
                        aria-label={`Retry ${delivery.type} delivery ${delivery.id}`}
                        onClick={() => action.run(() => api.webhooks.retry(webhook.id, delivery.id), () => (void load(false), `Delivery ${delivery.id} queued again`))}
                      >
                        Retry
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor && (
        <button type="button" onClick={() => void load(true)}>
          Load older deliveries
        </button>
      )}
    </section>
  );
}

function CreateWebhook({ onCreated }: { onCreated: () => void }) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([...EVENT_TYPES]);
  const [secret, setSecret] = useState<string>();
  const action = useAction();
  const create = async (event: Event) => {
    event.preventDefault();
    const created = await action.run(() => api.webhooks.create({ url: url.trim(), events }));
    if (created) {
      setSecret(created.secret);
      setUrl("");
      onCreated();
    }
  };
  return (
    <section aria-labelledby="new-webhook" class="card">
      <h2 id="new-webhook">Add an endpoint</h2>
      <form onSubmit={create}>
        <label>
          Endpoint URL
          <input type="url" required value={url} onInput={(event) => setUrl(event.currentTarget.value)} />
        </label>
        <fieldset>
          <legend>Events</legend>
          {EVENT_TYPES.map((type) => (
            <label class="check" key={type}>
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={(event) => setEvents(event.currentTarget.checked ? [...events, type] : events.filter((entry) => entry !== type))}
              />
              {type}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={action.busy}>
          Add endpoint
        </button>
      </form>
      <ErrorNote error={action.error} />
      {secret && <CopyField label="Signing secret (shown once)" value={secret} />}
    </section>
  );
}

/** Webhook endpoints, their deliveries (retry a failed one), secret rotation. */
export function WebhooksPage() {
  const webhooks = useLoad(() => api.webhooks.list(), []);
  const [selected, setSelected] = useState<string>();
  const [secret, setSecret] = useState<{ url: string; secret: string }>();
  const action = useAction();
  const list = webhooks.data?.webhooks ?? [];
  const chosen = list.find((webhook) => webhook.id === selected);
  return (
    <>
      <PageHeader title="Webhooks">Endpoints that receive lifecycle events, signed with the Standard Webhooks scheme.</PageHeader>
      <ErrorNote error={webhooks.error ?? action.error} />
      <Done text={action.done} />
      {secret && <CopyField label={`New signing secret of ${secret.url} (shown once)`} value={secret.secret} />}
      {webhooks.data && list.length === 0 && <Empty>No endpoints. Add one below to hear when users connect or must reconnect.</Empty>}
      {list.length > 0 && (
        <ul class="rows">
          {list.map((webhook) => (
            <li key={webhook.id}>
              <span>
                <code>{webhook.url}</code>
                <br />
                {webhook.events.join(", ")}
              </span>
              <span class="actions">
                <button type="button" aria-pressed={selected === webhook.id} aria-label={`Deliveries of ${webhook.url}`} onClick={() => setSelected(webhook.id)}>
                  Deliveries
                </button>
                <button
                  type="button"
                  disabled={action.busy}
                  aria-label={`Rotate the secret of ${webhook.url}`}
                  onClick={async () => {
                    const rotated = await action.run(() => api.webhooks.rotateSecret(webhook.id));
                    if (rotated) setSecret({ url: rotated.url, secret: rotated.secret });
                  }}
                >
                  Rotate secret
                </button>
                <button
                  type="button"
                  disabled={action.busy}
                  aria-label={`Delete ${webhook.url}`}
                  onClick={() => action.run(() => api.webhooks.remove(webhook.id), () => (webhooks.reload(), `Deleted ${webhook.url}`))}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {chosen && <Deliveries key={chosen.id} webhook={chosen} />}
      <CreateWebhook onCreated={webhooks.reload} />
    </>
  );
}
