import { isIP } from "node:net";

/** The eight 16-bit groups of an IPv6 literal (a trailing dotted IPv4 part included), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.replace(/%.*$/, "");
  if (isIP(plain) !== 6) return undefined;
  let text = plain.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const part = (value: string) => (value === "" ? [] : value.split(":").map((group) => Number.parseInt(group, 16)));
  const left = part(head);
  if (tail === undefined) return left.length === 8 ? left : undefined;
  const right = part(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4 = (high: number, low: number) => `${high >>> 8}.${high & 0xff}.${low >>> 8}.${low & 0xff}`;

/**
 * The IPv4 addresses an IPv6 literal stands for, by the transition mechanisms that reach an IPv4
 * host through an IPv6 address: IPv4-mapped `::ffff:a.b.c.d`, IPv4-translated `::ffff:0:a.b.c.d`,
 * IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::a.b.c.d` (RFC 6052), 6to4 `2002:AABB:CCDD::/48`
 * (RFC 3056) and Teredo `2001:0::/32` (RFC 4380: its server, and its client XOR-obfuscated). Empty
 * for any other address, or for a string that is not an IPv6 literal.
 *
 * @example
 * embeddedIpv4s("64:ff9b::7f00:1") // ["127.0.0.1"]
 * embeddedIpv4s("2002:c0a8:101::1") // ["192.168.1.1"]
 */
export function embeddedIpv4s(address: string): string[] {
  const groups = ipv6Groups(address);
  if (!groups) return [];
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated), ::a.b.c.d (compatible; :: and ::1 aside)
  if (zeroTo(5) && g5 === 0xffff) return [ipv4(g6, g7)];
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return [ipv4(g6, g7)];
  if (zeroTo(6) && (g6 !== 0 || g7 > 1)) return [ipv4(g6, g7)];
  // NAT64 well-known prefix 64:ff9b::/96
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return [ipv4(g6, g7)];
  // 6to4 2002::/16
  if (g0 === 0x2002) return [ipv4(g1, g2)];
  // Teredo 2001:0::/32: server in bits 32–63, client (inverted) in the last 32 bits
  if (g0 === 0x2001 && g1 === 0) return [ipv4(g2, g3), ipv4(g6 ^ 0xffff, g7 ^ 0xffff)];
  return [];
}
