import { ServiceError } from "../../errors/service-error.js";
import type { PlugboardContext } from "../../context.js";
import { createConnectSessionStore } from "./connect-session-store.js";
import { CONNECT_TOKEN_MAX_AGE_MS } from "./connect-tokens.js";
import { PENDING_CONNECTION_TTL_MS } from "./pending-connections.js";

// Longer than any use of a link can happen: the link's own lifetime plus an OAuth flow started at its end.
const KEEP_USED_MS = CONNECT_TOKEN_MAX_AGE_MS + PENDING_CONNECTION_TTL_MS;

/**
 * Marks a hosted-page connect link used, exactly once: `INSERT … ON CONFLICT DO NOTHING` on its `linkId`,
 * which only one caller can win, on one instance or many sharing PostgreSQL. Call it just before storing the
 * connection the link leads to; `false` means the link already stored one and must not store another.
 * When storing then fails, {@link releaseConnectLink} makes the link usable again (a retry on the page).
 * Rows of links that can no longer be used are removed on the way. Its statements are the connect session
 * store's; callers hand it their context.
 *
 * @example
 * if (!(await claimConnectLink(context, linkId, new Date()))) return finish(ERROR_CODES.connect_link_used.message);
 * const failure = await exchangeCode();
 * if (failure !== null) await releaseConnectLink(context, linkId);
 */
export async function claimConnectLink(context: Pick<PlugboardContext, "prisma">, linkId: string, now: Date): Promise<boolean> {
  const store = createConnectSessionStore(context);
  await store.deleteUsedLinksExpiredBefore(now);
  return store.insertUsedLink({ linkId, usedAt: now, expiresAt: new Date(now.getTime() + KEEP_USED_MS) });
}

/** Undoes {@link claimConnectLink} after the connection could not be stored, so the link can be retried. */
export async function releaseConnectLink(context: Pick<PlugboardContext, "prisma">, linkId: string): Promise<void> {
  await createConnectSessionStore(context).deleteUsedLink(linkId);
}

/** Whether a connect link has already stored a connection (checked before a flow starts, to fail early). */
export async function isConnectLinkUsed(context: Pick<PlugboardContext, "prisma">, linkId: string): Promise<boolean> {
  return createConnectSessionStore(context).isLinkUsed(linkId);
}

/**
 * Runs `store` (which stores the connection a link leads to) under a claim of the link: a link that already
 * stored a connection throws 410 `connect_link_used` without running it, and a `store` that throws releases
 * the claim so the user can retry with the same link. Without a `linkId` (flows not started from the hosted
 * page) it just runs `store`.
 *
 * @example
 * await withConnectLinkClaim(context, payload.linkId, new Date(), () => saver.saveCredentials(input));
 */
export async function withConnectLinkClaim<T>(context: Pick<PlugboardContext, "prisma">, linkId: string | undefined, now: Date, store: () => Promise<T>): Promise<T> {
  if (!linkId) return store();
  if (!(await claimConnectLink(context, linkId, now))) throw new ServiceError("connect_link_used");
  try {
    return await store();
  } catch (error) {
    await releaseConnectLink(context, linkId);
    throw error;
  }
}
