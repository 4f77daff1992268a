import { fetch as undiciFetch, type Dispatcher } from "undici";
import { PrivateNetworkError } from "../infra/private-network-guard.js";

/**
 * A `fetch` over the outbound dispatcher (`createOutboundDispatcher`), so every connection it opens —
 * the first URL and every redirect hop — passes the private-network guard when it is on. A refused
 * connection rejects with the {@link PrivateNetworkError} itself (not undici's bare "fetch failed"),
 * so callers can say why. The plain path of the outbound module's `fetch` (and what its fast path
 * falls back to for what `undici.request` does not answer).
 *
 * @example
 * const guardedFetch = createGuardedFetch(createOutboundDispatcher({ guardPrivateNetwork: production }));
 */
export function createGuardedFetch(dispatcher: Dispatcher): typeof fetch {
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    try {
      return await undiciFetch(input as never, { ...(init as object), dispatcher } as never);
    } catch (error) {
      const cause = (error as { cause?: unknown } | null)?.cause;
      if (PrivateNetworkError.isInstance(cause)) throw cause;
      throw error;
    }
  }) as unknown as typeof fetch;
}
