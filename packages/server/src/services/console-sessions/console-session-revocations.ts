import type { PlugboardContext } from "../../context.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { createConsoleSessionStore } from "./console-session-store.js";

/** How long an instance trusts its answer for one session before asking the database again. */
export const CONSOLE_SESSION_CHECK_TTL_MS = 60_000;

/**
 * Console sessions signed out before their cookie expired. Signing out records the session's id in
 * the database (until the cookie's own end) and tells every instance through the invalidation bus, so
 * a copy of the cookie is refused at once wherever it is sent. Each instance keeps its answer per
 * session for {@link CONSOLE_SESSION_CHECK_TTL_MS} (dropped on the bus's event, and all of them when
 * its LISTEN connection comes back), so a console request costs no query beyond one per session and
 * minute.
 *
 * @example
 * if (await revocations.isRevoked(session.id)) return next(); // the request goes on unauthenticated
 */
export function createConsoleSessionRevocations(context: Pick<PlugboardContext, "prisma">, deps: { bus: InvalidationBus }) {
  const store = createConsoleSessionStore(context);
  const revoked = new ExpiringCache<boolean>({ ttlMs: CONSOLE_SESSION_CHECK_TTL_MS, max: 50_000 });
  deps.bus.subscribe((event) => {
    if (event.kind === "console-session") revoked.delete(event.sessionId);
    else if (event.kind === "all") revoked.clear();
  });

  return {
    /** Signs session `sessionId` out on every instance, until `expiresAt` (its cookie's end). */
    async revoke(sessionId: string, expiresAt: Date): Promise<void> {
      await store.revoke(sessionId, expiresAt);
      deps.bus.publish({ kind: "console-session", sessionId });
    },

    /** Whether session `sessionId` was signed out (cached per instance, see above). */
    isRevoked(sessionId: string): Promise<boolean> {
      return revoked.getOrLoad(sessionId, () => store.isRevoked(sessionId));
    },
  };
}

/** The console session revocations' interface. */
export type ConsoleSessionRevocations = ReturnType<typeof createConsoleSessionRevocations>;
