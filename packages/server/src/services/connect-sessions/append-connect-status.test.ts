import { describe, expect, it } from "vitest";
import { appendConnectStatus } from "./append-connect-status.js";

describe("appendConnectStatus", () => {
  it("keeps the app's own query and adds the outcome", () => {
    expect(appendConnectStatus("https://app.example/done?tab=2", { status: "success" })).toBe("https://app.example/done?tab=2&status=success");
    expect(appendConnectStatus("https://app.example/done?tab=2", { status: "error", error: "access denied" })).toBe(
      "https://app.example/done?tab=2&status=error&error=access+denied",
    );
  });
  it("replaces an outcome already in the URL, so the app never sees two", () => {
    const url = new URL(appendConnectStatus("https://app.example/?status=error&error=old", { status: "success" }));
    expect(url.searchParams.getAll("status")).toEqual(["success"]);
    expect(url.searchParams.has("error")).toBe(false);
  });
  it("cuts a long error to 200 characters", () => {
    const url = new URL(appendConnectStatus("https://app.example/", { status: "error", error: "x".repeat(500) }));
    expect(url.searchParams.get("error")).toHaveLength(200);
  });
});
