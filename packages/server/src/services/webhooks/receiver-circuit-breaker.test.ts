import { describe, expect, it } from "vitest";
import { createReceiverCircuitBreaker } from "./receiver-circuit-breaker.js";

describe("createReceiverCircuitBreaker", () => {
  it("opens after the threshold of consecutive failures, lets one probe through after the cooldown, and closes on an answer", () => {
    const breakers = createReceiverCircuitBreaker({ threshold: 3, cooldownMs: 1_000 });
    breakers.record("a", "unreachable", 0);
    breakers.record("a", "unreachable", 0);
    expect(breakers.decide("a", 0)).toBe("send");
    breakers.record("a", "unreachable", 10);
    expect(breakers.decide("a", 500)).toBe("postpone");
    expect(breakers.decide("b", 500)).toBe("send");
    expect(breakers.decide("a", 1_010)).toBe("probe");
    expect(breakers.decide("a", 1_011)).toBe("postpone");
    breakers.record("a", "unreachable", 1_500);
    expect(breakers.decide("a", 2_000)).toBe("postpone");
    expect(breakers.decide("a", 2_500)).toBe("probe");
    breakers.record("a", "answered", 2_600);
    expect(breakers.decide("a", 2_600)).toBe("send");
    expect(breakers.failures("a")).toBe(0);
  });

  it("an answer in between resets the count, and a probe that could not be sent is handed out again", () => {
    const breakers = createReceiverCircuitBreaker({ threshold: 2, cooldownMs: 100 });
    breakers.record("a", "unreachable", 0);
    breakers.record("a", "answered", 0);
    breakers.record("a", "unreachable", 0);
    expect(breakers.decide("a", 0)).toBe("send");
    breakers.record("a", "unreachable", 0);
    expect(breakers.decide("a", 100)).toBe("probe");
    breakers.returnProbe("a");
    expect(breakers.decide("a", 100)).toBe("probe");
  });
});
