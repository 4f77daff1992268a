import type { Socket } from "node:net";
import { Agent, buildConnector } from "undici";
import { createAddressGuard, PrivateNetworkError } from "./private-network-guard.js";

/** How outgoing requests are guarded (one policy per server, from its settings). */
export interface OutboundGuardOptions {
  /** Refuse loopback, private, link-local and metadata addresses (production without `PLUGBOARD_ALLOW_PRIVATE_NETWORK`). */
  guardPrivateNetwork: boolean;
  /** Test-only: exact addresses the guard treats as public (see `createAddressGuard`). */
  publicAddresses?: readonly string[];
}

/**
 * The undici dispatcher every outgoing request of Plugboard goes through — tool calls, MCP
 * transports, discovery, client registration, token requests. With the guard on, it checks the
 * address of **every connection it opens**, so every redirect hop and every pooled origin is checked,
 * not only the first URL:
 *
 * 1. an IP-literal host is checked before connecting;
 * 2. a name is resolved by a lookup that refuses private answers (DNS rebinding included);
 * 3. once connected, the socket's remote address is checked again and the socket destroyed if it is
 *    private, before a byte of the request is written.
 *
 * A refused connection fails with a {@link PrivateNetworkError} (`code` `EPRIVATE`). `pool` tunes the
 * agent (keep-alive, connections per origin, timeouts).
 *
 * @example
 * const dispatcher = createOutboundDispatcher({ guardPrivateNetwork: true }, { connections: 128 });
 * await undici.request(url, { dispatcher });
 */
export function createOutboundDispatcher(options: OutboundGuardOptions, pool: Omit<Agent.Options, "connect"> = {}): Agent {
  if (!options.guardPrivateNetwork) return new Agent(pool);
  const guard = createAddressGuard({ ...(options.publicAddresses ? { publicAddresses: options.publicAddresses } : {}) });
  const connectSocket = buildConnector({ lookup: guard.lookup });
  const connect: buildConnector.connector = (target, callback) => {
    // An IP literal (a redirect to http://127.0.0.1/, say) never reaches the lookup: check it here.
    if (guard.refuses(target.hostname)) return callback(new PrivateNetworkError(target.hostname), null);
    connectSocket(target, (error, socket) => {
      if (error || !socket) return callback(error ?? new Error("no socket"), null);
      const remote = (socket as Socket).remoteAddress;
      if (remote === undefined || guard.refuses(remote)) {
        socket.destroy();
        return callback(new PrivateNetworkError(remote ?? target.hostname), null);
      }
      callback(null, socket);
    });
  };
  return new Agent({ ...pool, connect });
}
