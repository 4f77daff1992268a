import { describe, expect, it } from "vitest";
import { tokenValues } from "./connection-token-request.js";

describe("tokenValues after a refresh", () => {
  const previous = { access_token: "old-access", refresh_token: "old-refresh", token_type: "Bearer" };

  it("keeps the old refresh token when the answer omits it (refresh tokens reused)", () => {
    expect(tokenValues({ accessToken: "new-access" }, previous)).toEqual({ access_token: "new-access", refresh_token: "old-refresh", token_type: "Bearer" });
  });

  it("drops the spent refresh token when the method's refresh tokens rotate and the answer brings none", () => {
    expect(tokenValues({ accessToken: "new-access" }, previous, { rotation: true })).toEqual({ access_token: "new-access", token_type: "Bearer" });
  });

  it("keeps a rotated refresh token either way", () => {
    expect(tokenValues({ accessToken: "new-access", refreshToken: "new-refresh" }, previous, { rotation: true }).refresh_token).toBe("new-refresh");
    expect(tokenValues({ accessToken: "new-access", refreshToken: "new-refresh" }, previous).refresh_token).toBe("new-refresh");
  });
});
