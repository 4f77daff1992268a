import { describe, expect, it } from "vitest";
import { readBearer } from "./read-bearer.js";

describe("readBearer", () => {
  it("reads the token of a Bearer header, whatever the scheme's case", () => {
    expect(readBearer("Bearer nk_abc")).toBe("nk_abc");
    expect(readBearer("bearer   eyJ.x.y  ")).toBe("eyJ.x.y");
  });
  it("is undefined for a missing, empty or other header", () => {
    for (const header of [undefined, "", "Bearer", "Bearer ", "Basic dXNlcjpwdw==", "Bearer a b"]) expect(readBearer(header), header).toBeUndefined();
  });
});
