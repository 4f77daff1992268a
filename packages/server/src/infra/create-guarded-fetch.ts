import { Agent, fetch as undiciFetch } from "undici";
import { guardedLookup, isPrivateAddress, PrivateNetworkError } from "./private-network-guard.js";

/**
 * The `fetch` Plugboard uses for OAuth token requests and MCP discovery. With `guard` on (production
 * without `PLUGBOARD_ALLOW_PRIVATE_NETWORK`), connections to loopback, private, link-local and metadata
 * addresses are refused after DNS resolution, so a plugin's configured URL cannot reach the internal
 * network. Without the guard it is the platform's `fetch`.
 */
export function createGuardedFetch(options: { guard: boolean }): typeof fetch {
  if (!options.guard) return globalThis.fetch;
  const dispatcher = new Agent({ connect: { lookup: guardedLookup } });
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    // An IP literal never reaches the DNS lookup, so check it here.
    if (isPrivateAddress(url.hostname)) throw new TypeError("fetch failed", { cause: new PrivateNetworkError(url.hostname) });
    return undiciFetch(input as never, { ...(init as object), dispatcher } as never);
  }) as unknown as typeof fetch;
}
