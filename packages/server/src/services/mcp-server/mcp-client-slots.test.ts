import { describe, expect, it } from "vitest";
import { createMcpClientSlots, mcpClientSlotLimit } from "./mcp-client-slots.js";

describe("mcpClientSlotLimit", () => {
  it("is a quarter of the developer's bound, at least one", () => {
    expect(mcpClientSlotLimit(64)).toBe(16);
    expect(mcpClientSlotLimit(10)).toBe(2);
    expect(mcpClientSlotLimit(3)).toBe(1);
    expect(mcpClientSlotLimit(1)).toBe(1);
  });
});

describe("createMcpClientSlots", () => {
  it("refuses a client at its limit, counts clients apart, and gives a slot back once however often it is released", () => {
    const slots = createMcpClientSlots(2);
    const first = slots.acquire("link-a")!;
    const second = slots.acquire("link-a")!;
    expect(slots.acquire("link-a")).toBeNull();
    expect(slots.acquire("link-b")).not.toBeNull();
    first();
    first();
    expect(slots.held("link-a")).toBe(1);
    expect(slots.acquire("link-a")).not.toBeNull();
    expect(slots.acquire("link-a")).toBeNull();
    second();
    expect(slots.held("link-a")).toBe(1);
  });
});
