import { describe, expect, it } from "vitest";
import { createDueSignals } from "./due-signals.js";

describe("due signals", () => {
  it("a pass that found nothing is skipped until something may have become due", () => {
    const due = createDueSignals();
    expect(due.passMayFind(false)).toBe(true);
    due.passFoundNothing(due.mark());
    expect(due.passMayFind(false)).toBe(false);
    // A pass that leaves full endpoints or developers out always looks again.
    expect(due.passMayFind(true)).toBe(true);
    due.signal();
    expect(due.passMayFind(false)).toBe(true);
  });

  it("a signal that came while the query ran is not lost", () => {
    const due = createDueSignals();
    const mark = due.mark();
    due.signal(); // an event committed while the query was on its way
    due.passFoundNothing(mark);
    expect(due.passMayFind(false)).toBe(true);
    const endpointMark = due.mark();
    due.signal();
    due.endpointDrained("E", endpointMark);
    expect(due.endpointMayHave("E")).toBe(true);
  });

  it("an endpoint found drained is skipped until the next signal, others are not", () => {
    const due = createDueSignals();
    due.endpointDrained("E", due.mark());
    expect(due.endpointMayHave("E")).toBe(false);
    expect(due.endpointMayHave("F")).toBe(true);
    due.signal();
    expect(due.endpointMayHave("E")).toBe(true);
  });
});
