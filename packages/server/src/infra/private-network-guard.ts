import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { hasErrorMarker, markError } from "@plugboard/core/errors";
import { embeddedIpv4s } from "./embedded-ipv4.js";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // NAT64 local-use prefix (RFC 8215): whatever it translates to is the operator's own network.
  ["64:ff9b:1::", 48],
  // discard-only (RFC 6666), documentation, deprecated site-local
  ["100::", 64],
  ["2001:db8::", 32],
  ["fec0::", 10],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** An IP literal without the brackets of a URL's IPv6 host. */
const bare = (address: string) => address.replace(/^\[|\]$/g, "");

/**
 * True when `address` is loopback, private, link-local (including cloud metadata 169.254.169.254),
 * carrier-grade NAT, multicast or unspecified — places a tool request must not reach in production —
 * or an IPv6 address that reaches such an IPv4 address (IPv4-mapped, -translated or -compatible,
 * NAT64 `64:ff9b::/96`, 6to4, Teredo: see {@link embeddedIpv4s}), or the NAT64 local-use prefix
 * `64:ff9b:1::/48` as a whole.
 */
export function isPrivateAddress(address: string): boolean {
  const plain = bare(address).replace(/%.*$/, "");
  const family = isIP(plain);
  if (family === 4) return blocked.check(plain, "ipv4");
  if (family === 6) return blocked.check(plain, "ipv6") || embeddedIpv4s(plain).some((embedded) => blocked.check(embedded, "ipv4"));
  return false;
}

/**
 * Error raised when an outgoing request would reach a private address; `code` is `EPRIVATE`. Its message
 * reaches API callers (the execution envelope, the log row), so it names no server setting: how to allow
 * such addresses is the operator's business (docs/deployment.md), not the caller's.
 */
export class PrivateNetworkError extends Error {
  readonly code = "EPRIVATE";
  constructor(readonly host: string) {
    super(`Requests to private or loopback addresses are refused (${host})`);
    this.name = "PrivateNetworkError";
    markError(this, "@plugboard/server.PrivateNetworkError");
  }

  /** True for a PrivateNetworkError from any copy of this package. */
  static isInstance(value: unknown): value is PrivateNetworkError {
    return hasErrorMarker(value, "@plugboard/server.PrivateNetworkError");
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The private-network guard of one server: which addresses it refuses, and a DNS lookup that refuses them. */
export interface AddressGuard {
  /** True when connecting to `address` (an IP literal) must be refused. */
  refuses(address: string): boolean;
  /**
   * A `dns.lookup` replacement for outgoing sockets that refuses private addresses after resolution,
   * so a public name that resolves to a private address (DNS rebinding) is refused too.
   */
  lookup(hostname: string, options: object, callback: LookupCallback): void;
}

/**
 * The guard's policy: every private address (see {@link isPrivateAddress}) is refused, except the
 * exact addresses in `publicAddresses`. That list exists for tests only — it lets a loopback address
 * such as 127.0.0.2 play a public server that redirects to a private one — and is not a setting.
 */
export function createAddressGuard(options: { publicAddresses?: readonly string[] } = {}): AddressGuard {
  const treatedAsPublic = new Set((options.publicAddresses ?? []).map((address) => bare(address).toLowerCase()));
  const refuses = (address: string) => isPrivateAddress(address) && !treatedAsPublic.has(bare(address).toLowerCase());
  return {
    refuses,
    lookup(hostname, options, callback) {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, []);
        const list = addresses as LookupAddress[];
        if (list.some((entry) => refuses(entry.address))) return callback(new PrivateNetworkError(hostname), []);
        if ((options as { all?: boolean }).all) return callback(null, list);
        const first = list[0];
        if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), []);
        callback(null, first.address, first.family);
      });
    },
  };
}
