import { describe, expect, it } from "vitest";
import { createHandedOffDeliveries } from "./handed-off-deliveries.js";

const at = (ms: number) => new Date(ms);
// A delivery is startable while its lease is at least 100 ms away.
const waitingRoom = () => createHandedOffDeliveries<{ id: string; endpointId: string; lease: Date }>((delivery, now) => now + 100 <= delivery.lease.getTime());

describe("handed-off deliveries", () => {
  it("hands out an endpoint's deliveries oldest first, and the ones past their lease as stale", () => {
    const room = waitingRoom();
    room.add([
      { id: "a1", endpointId: "A", lease: at(1_000) },
      { id: "b1", endpointId: "B", lease: at(5_000) },
      { id: "a2", endpointId: "A", lease: at(5_000) },
      { id: "a3", endpointId: "A", lease: at(5_000) },
    ]);
    expect(room.heads().map(([endpoint, oldest]) => [endpoint, oldest.id])).toEqual([["A", "a1"], ["B", "b1"]]);
    // At 950, a1's lease no longer covers an attempt: it comes out stale, a2 is the one to start.
    const first = room.take("A", 950);
    expect(first.delivery?.id).toBe("a2");
    expect(first.stale.map((delivery) => delivery.id)).toEqual(["a1"]);
    expect(room.take("A", 950).delivery?.id).toBe("a3");
    expect(room.has("A")).toBe(false);
    expect(room.take("A", 950)).toEqual({ delivery: undefined, stale: [] });
    expect(room.has("B")).toBe(true);
  });

  it("gives up the stale ones across endpoints, one endpoint whole, or everything", () => {
    const room = waitingRoom();
    room.add([
      { id: "a1", endpointId: "A", lease: at(1_000) },
      { id: "a2", endpointId: "A", lease: at(9_000) },
      { id: "b1", endpointId: "B", lease: at(1_000) },
      { id: "c1", endpointId: "C", lease: at(9_000) },
    ]);
    expect(room.takeStale(950).map((delivery) => delivery.id).sort()).toEqual(["a1", "b1"]);
    expect(room.has("B")).toBe(false);
    expect(room.takeAll("A").map((delivery) => delivery.id)).toEqual(["a2"]);
    expect(room.drain().map((delivery) => delivery.id)).toEqual(["c1"]);
    expect(room.heads()).toEqual([]);
  });
});
