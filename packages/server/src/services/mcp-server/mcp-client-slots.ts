/**
 * Share of the developer's execution slots (`PLUGBOARD_MAX_CONCURRENT_PER_DEVELOPER`) one MCP client
 * may hold: a quarter, at least one (16 of the default 64).
 *
 * @example
 * mcpClientSlotLimit(64) // 16
 */
export function mcpClientSlotLimit(perDeveloper: number): number {
  return Math.max(1, Math.floor(perDeveloper / 4));
}

/**
 * Counts the `tools/call`s one MCP client (a link; in header mode, one end-user) has in flight on
 * this instance, so that one client — one batch of 100 calls, or 100 parallel requests — cannot take
 * every execution slot of its developer and leave the developer's other users with 429s.
 * `acquire` answers null when the client is at `limit`; otherwise the function that gives the slot back
 * (once, however often it is called).
 *
 * @example
 * const slots = createMcpClientSlots(16);
 * const release = slots.acquire(linkId);
 * if (!release) throw busy();
 * try { await work(); } finally { release(); }
 */
export function createMcpClientSlots(limit: number) {
  const inFlight = new Map<string, number>();
  return {
    limit,
    acquire(client: string): (() => void) | null {
      const held = inFlight.get(client) ?? 0;
      if (held >= limit) return null;
      inFlight.set(client, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(client) ?? 1) - 1;
        if (left <= 0) inFlight.delete(client);
        else inFlight.set(client, left);
      };
    },
    /** Calls `client` has in flight now. */
    held: (client: string): number => inFlight.get(client) ?? 0,
  };
}

/** An MCP client's slot counter. */
export type McpClientSlots = ReturnType<typeof createMcpClientSlots>;
