import type { TriggerEvent, TriggerSubscription, TriggerSubscriptionStatus } from "@plugboard/core";
import { useState } from "preact/hooks";
import { Done, Empty, ErrorNote, PageHeader, When, useAction } from "../components.js";
import { useCursorPages } from "../cursor-pages.js";
import { api, type TriggerSubscriptionsFilter } from "../endpoints.js";

/** Longest payload the page shows (characters of its JSON); the rest is cut, saying so. */
const PAYLOAD_CHARS = 4000;

/** What a pause or failure reason means, for the reasons Plugboard sets; any other is shown as it is. */
const REASONS: Record<string, string> = {
  connection_needs_reauth: "the user's connection needs a new authorization; it resumes by itself when they connect the account again",
};

/** A subscription's status as words, with its reason. */
export function statusText(subscription: Pick<TriggerSubscription, "status" | "statusReason">): string {
  if (!subscription.statusReason) return subscription.status;
  const words = REASONS[subscription.statusReason];
  return words ? `${subscription.status}: ${words} (${subscription.statusReason})` : `${subscription.status}: ${subscription.statusReason}`;
}

/**
 * An event's payload as indented JSON, cut at {@link PAYLOAD_CHARS}. Shown as text (never as markup), so a
 * payload holding HTML or script stays inert.
 */
export function payloadText(payload: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(payload, null, 2) ?? "null";
  } catch {
    text = String(payload);
  }
  return text.length > PAYLOAD_CHARS ? `${text.slice(0, PAYLOAD_CHARS)}\n… (${text.length - PAYLOAD_CHARS} more characters not shown)` : text;
}

/** A subscription's recent events, newest first, loaded when opened; older ones by cursor. */
function RecentEvents({ subscription }: { subscription: TriggerSubscription }) {
  const [open, setOpen] = useState(false);
  const label = `${subscription.trigger} for ${subscription.userId}`;
  const { rows, cursor, error, loading, load } = useCursorPages(
    (shown: boolean, next) =>
      shown
        ? api.triggerEvents.recent({ subscriptionId: subscription.id, limit: "10", ...(next ? { cursor: next } : {}) }).then((page) => ({ ...page, items: page.events }))
        : Promise.resolve({ items: [] as TriggerEvent[], nextCursor: null, hasMore: false }),
    open,
  );
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Recent events<span class="sr-only"> of {label}</span>
      </summary>
      <ErrorNote error={error} />
      {loading && <p role="status">Loading…</p>}
      {open && rows && rows.length === 0 && !loading && <Empty>No event yet.</Empty>}
      {rows && rows.length > 0 && (
        <ol class="events" aria-label={`Recent events of ${label}`}>
          {rows.map((event) => (
            <li key={event.id}>
              <dl>
                <dt>Occurred</dt>
                <dd>
                  <When at={event.occurredAt} />
                </dd>
                <dt>Received</dt>
                <dd>
                  <When at={event.receivedAt} />
                </dd>
                <dt>Event id</dt>
                <dd>
                  <code>{event.id}</code>
                </dd>
                <dt>Payload</dt>
                <dd>
                  <pre class="mono">{payloadText(event.payload)}</pre>
                </dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
      {cursor && (
        <button type="button" onClick={() => void load(true)} disabled={loading}>
          Load older events<span class="sr-only"> of {label}</span>
        </button>
      )}
    </details>
  );
}

/** One subscription: who, what, status and reason, last event, recent events, delete with confirmation. */
function SubscriptionCard({ subscription, onDeleted }: { subscription: TriggerSubscription; onDeleted: (text: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const label = `${subscription.trigger} for ${subscription.userId}`;
  const remove = () =>
    action.run(() => api.triggerSubscriptions.remove(subscription.id)).then((done) => {
      if (done) onDeleted(`Deleted the subscription to ${subscription.plugin} / ${subscription.trigger} of ${subscription.userId}`);
    });
  return (
    <li>
      <article class="card" aria-label={label}>
        <h3>
          <code>{subscription.plugin}</code> / <code>{subscription.trigger}</code> for {subscription.userId}
        </h3>
        <dl>
          <dt>Status</dt>
          <dd class={`sub-${subscription.status}`}>{statusText(subscription)}</dd>
          <dt>Account</dt>
          <dd>{subscription.accountLabel}</dd>
          <dt>Last event</dt>
          <dd>{subscription.lastEventAt ? <When at={subscription.lastEventAt} /> : "none yet"}</dd>
          <dt>Subscribed</dt>
          <dd>
            <When at={subscription.createdAt} />
          </dd>
          <dt>Config</dt>
          <dd>
            <pre class="mono">{payloadText(subscription.config)}</pre>
          </dd>
          <dt>Id</dt>
          <dd>
            <code>{subscription.id}</code>
          </dd>
        </dl>
        <RecentEvents subscription={subscription} />
        {confirming ? (
          <div class="notes" role="group" aria-label={`Confirm deleting ${label}`}>
            <p>Delete this subscription? Its webhook at the provider is removed too, and no more events arrive.</p>
            <div class="actions">
              <button type="button" class="primary" onClick={() => void remove()} disabled={action.busy}>
                Yes, delete<span class="sr-only"> {label}</span>
              </button>
              <button type="button" onClick={() => setConfirming(false)} disabled={action.busy}>
                Keep it
              </button>
            </div>
          </div>
        ) : (
          <div class="actions">
            <button type="button" onClick={() => setConfirming(true)}>
              Delete<span class="sr-only"> {label}</span>
            </button>
          </div>
        )}
        <ErrorNote error={action.error} />
      </article>
    </li>
  );
}

const STATUSES: TriggerSubscriptionStatus[] = ["active", "paused", "failed"];

/** Triggers: every subscription per user and plugin with its status (pause reasons too), last event and recent events; filters, cursor paging, delete. */
export function TriggersPage() {
  const [form, setForm] = useState<TriggerSubscriptionsFilter>({});
  const [filter, setFilter] = useState<TriggerSubscriptionsFilter>({});
  const [done, setDone] = useState<string>();
  const { rows, cursor, error, loading, load } = useCursorPages(
    (current: TriggerSubscriptionsFilter, next) =>
      api.triggerSubscriptions.list({ ...current, limit: "20", ...(next ? { cursor: next } : {}) }).then((page) => ({ ...page, items: page.subscriptions })),
    filter,
  );
  return (
    <>
      <PageHeader title="Triggers">
        Your users' subscriptions to events from their apps. A subscription is paused while its connection needs a new authorization and resumes when the user connects
        again; its events reach you as the <code>trigger.event</code> webhook or through <code>GET /api/v1/trigger-events</code>.
      </PageHeader>
      <Done text={done} />
      <form
        class="filters"
        aria-label="Filter subscriptions"
        onSubmit={(event) => {
          event.preventDefault();
          setDone(undefined);
          setFilter({ ...form });
        }}
      >
        <label>
          User id
          <input value={form.userId ?? ""} onInput={(event) => setForm({ ...form, userId: event.currentTarget.value.trim() || undefined })} />
        </label>
        <label>
          Plugin (slug)
          <input value={form.plugin ?? ""} onInput={(event) => setForm({ ...form, plugin: event.currentTarget.value.trim() || undefined })} />
        </label>
        <label>
          Status
          <select value={form.status ?? ""} onChange={(event) => setForm({ ...form, status: (event.currentTarget.value || undefined) as TriggerSubscriptionStatus | undefined })}>
            <option value="">Any</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Apply filters</button>
      </form>
      <ErrorNote error={error} />
      {loading && <p role="status">Loading…</p>}
      {rows && rows.length === 0 && <Empty>No subscription matches. Subscribe a user with POST /api/v1/trigger-subscriptions (or the client's triggerSubscriptions.create).</Empty>}
      {rows && rows.length > 0 && (
        <ul class="subscriptions" aria-label="Subscriptions">
          {rows.map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              onDeleted={(text) => {
                setDone(text);
                void load(false);
              }}
            />
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" onClick={() => void load(true)} disabled={loading}>
          Load older subscriptions
        </button>
      )}
    </>
  );
}
