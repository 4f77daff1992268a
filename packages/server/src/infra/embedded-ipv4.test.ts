import { describe, expect, it } from "vitest";
import { embeddedIpv4s } from "./embedded-ipv4.js";
import { isPrivateAddress } from "./private-network-guard.js";

describe("embeddedIpv4s", () => {
  it.each([
    ["::ffff:127.0.0.1", ["127.0.0.1"]],
    ["::ffff:7f00:1", ["127.0.0.1"]],
    ["::ffff:0:a00:1", ["10.0.0.1"]],
    ["::10.0.0.1", ["10.0.0.1"]],
    ["64:ff9b::7f00:1", ["127.0.0.1"]],
    ["64:ff9b::10.0.0.1", ["10.0.0.1"]],
    ["64:FF9B:0:0:0:0:a9fe:a9fe", ["169.254.169.254"]],
    ["2002:c0a8:101::1", ["192.168.1.1"]],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", ["65.54.227.120", "127.0.0.1"]],
    ["2001:4860:4860::8888", []],
    ["::1", []],
    ["::", []],
    ["fe80::1%eth0", []],
    ["example.com", []],
    ["127.0.0.1", []],
  ])("%s embeds %j", (address, expected) => {
    expect(embeddedIpv4s(address)).toEqual(expected);
  });
});

describe("isPrivateAddress with IPv6 forms of IPv4 addresses", () => {
  it.each([
    // NAT64 well-known prefix: refused when it maps a private, loopback, link-local or metadata address
    ["64:ff9b::7f00:1", true],
    ["[64:ff9b::7f00:1]", true],
    ["64:ff9b::a00:1", true],
    ["64:ff9b::192.168.0.1", true],
    ["64:ff9b::a9fe:a9fe", true],
    ["64:ff9b::808:808", false],
    // NAT64 local-use prefix: refused whole
    ["64:ff9b:1::808:808", true],
    ["64:ff9b:1:ffff::1", true],
    // IPv4-mapped (dotted and hex, as the URL parser writes it), -translated and -compatible
    ["::ffff:127.0.0.1", true],
    ["[::ffff:7f00:1]", true],
    ["::ffff:a9fe:a9fe", true],
    ["::ffff:808:808", false],
    ["::ffff:0:7f00:1", true],
    ["::7f00:1", true],
    ["::808:808", false],
    // 6to4 and Teredo embedding a private address
    ["2002:7f00:1::1", true],
    ["2002:a00:1::", true],
    ["2002:808:808::1", false],
    ["2001:0:a00:1::1", true],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", true],
    ["2001:0:4136:e378:8000:63bf:f7f7:f7f7", false],
    // other special-purpose ranges
    ["100::1", true],
    ["2001:db8::1", true],
    ["fe80::1%eth0", true],
    ["2606:4700::1111", false],
  ])("%s is private: %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
