import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type Socket } from "node:net";
import { Agent, buildConnector } from "undici";
import { createAddressGuard, PrivateNetworkError } from "../infra/private-network-guard.js";

/** How outgoing requests are guarded (one policy per server, from its settings). */
export interface OutboundGuardOptions {
  /** Refuse loopback, private, link-local and metadata addresses (production without `PLUGBOARD_ALLOW_PRIVATE_NETWORK`). */
  guardPrivateNetwork: boolean;
  /** Test-only: exact addresses the guard treats as public (see `createAddressGuard`). */
  publicAddresses?: readonly string[];
  /**
   * Test-only: host names resolved to these addresses instead of through DNS (`acme.myshopify.com` →
   * `127.0.0.2`), so tests can play a provider's per-tenant hosts on loopback. The guard still checks
   * the address. Not a setting.
   */
  hostAddresses?: Readonly<Record<string, string>>;
}

type Lookup = (hostname: string, options: object, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => void;

/** A lookup that answers the mapped names itself and asks `next` for the rest. */
function mappedLookup(map: Readonly<Record<string, string>>, next: Lookup): Lookup {
  return (hostname, options, callback) => {
    const address = map[hostname.toLowerCase()];
    if (address === undefined) return next(hostname, options, callback);
    const family = isIP(address);
    if ((options as { all?: boolean }).all) return callback(null, [{ address, family }]);
    callback(null, address, family);
  };
}

/**
 * A connection pool of the outbound module (`createOutbound` makes one per policy pool): the undici
 * dispatcher under every outgoing request of Plugboard — tool calls, MCP transports, discovery, client
 * registration, token requests, webhook deliveries. With the guard on, it checks the
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
  const hosts = options.hostAddresses;
  if (!options.guardPrivateNetwork) {
    return hosts ? new Agent({ ...pool, connect: buildConnector({ lookup: mappedLookup(hosts, dnsLookup as unknown as Lookup) }) }) : new Agent(pool);
  }
  const guard = createAddressGuard({ ...(options.publicAddresses ? { publicAddresses: options.publicAddresses } : {}) });
  const lookup: Lookup = hosts ? mappedLookup(hosts, guard.lookup) : guard.lookup;
  const connectSocket = buildConnector({ lookup: (hostname, options, callback) => lookup(hostname, options, (error, address, family) => {
    if (error) return callback(error, address as never, family);
    const list = Array.isArray(address) ? address : [{ address, family }];
    if (list.some((entry) => guard.refuses(entry.address))) return callback(new PrivateNetworkError(hostname), [] as never);
    callback(null, address as never, family);
  }) });
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
