import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdTokenVerifier } from "../../src/services/developers/create-id-token-verifier.js";
import { AUDIENCE, startIdentityProvider, type IdentityProvider } from "./dashboard-harness.js";

describe("createIdTokenVerifier", () => {
  let idp: IdentityProvider;

  beforeAll(async () => {
    idp = await startIdentityProvider();
  });
  afterAll(() => idp?.close());

  it("follows a key rotation: a token with an unknown kid refetches the JWKS", async () => {
    const verifier = createIdTokenVerifier({ issuer: idp.issuer, audience: AUDIENCE, jwksCooldownMs: 0 });
    const before = await verifier.verify(await idp.token({ email: "rotate@plugboard.test" }));
    expect(before).toEqual({ ok: true, identity: { subject: "sub-rotate@plugboard.test", email: "rotate@plugboard.test", emailVerified: true } });
    const fresh = await idp.server.issuer.keys.generate("ES256");
    const rotated = await idp.server.issuer.buildToken({
      kid: fresh.kid,
      scopesOrTransform: (_header, payload) => {
        payload.aud = AUDIENCE;
        payload.sub = "sub-rotated";
        payload.email = "rotated@plugboard.test";
      },
    });
    expect(await verifier.verify(rotated)).toMatchObject({ ok: true, identity: { subject: "sub-rotated" } });
  });

  it("refuses every token when the discovery document names another issuer", async () => {
    const impostor = createServer((_request, response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ issuer: idp.issuer, jwks_uri: `${idp.issuer}/jwks` }));
    });
    await new Promise<void>((resolve) => impostor.listen(0, "127.0.0.1", resolve));
    try {
      const issuer = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
      const verifier = createIdTokenVerifier({ issuer, audience: AUDIENCE });
      const token = await idp.token({ email: "a@plugboard.test", iss: issuer });
      expect(await verifier.verify(token)).toEqual({ ok: false, reason: "provider_unreachable" });
    } finally {
      await new Promise<void>((resolve) => impostor.close(() => resolve()));
    }
  });

  it("answers provider_unreachable when the issuer does not answer, without throwing", async () => {
    const verifier = createIdTokenVerifier({ issuer: "http://127.0.0.1:9", audience: AUDIENCE });
    expect(await verifier.verify(await idp.token({ email: "a@plugboard.test" }))).toEqual({ ok: false, reason: "provider_unreachable" });
  });
});
