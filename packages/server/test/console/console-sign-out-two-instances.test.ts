import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTwoInstances, type TwoInstances } from "../helpers/start-two-instances.js";

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) console.warn("Two-instance console sign-out tests skipped: set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL");

async function signIn(url: string, apiKey: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${url}/console/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ apiKey }) });
  expect(response.status).toBe(200);
  const body = await response.json();
  return { cookie: (response.headers.get("set-cookie") ?? "").split(";")[0]!, csrf: body.csrfToken };
}

describe.skipIf(!postgres)("console sign-out on two instances sharing one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let instances: TwoInstances;

  beforeAll(async () => {
    instances = await startTwoInstances();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it("a session signed out on one instance is refused on the other, which had it cached as valid", async () => {
    const { first, second } = instances;
    const session = await signIn(first.url, first.apiKey);
    const read = (url: string) => fetch(`${url}/api/v1/executions`, { headers: { cookie: session.cookie } });
    // The second instance accepts the cookie and remembers the session as valid.
    expect((await read(second.url)).status).toBe(200);
    expect((await read(second.url)).status).toBe(200);
    const out = await fetch(`${first.url}/console/session`, { method: "DELETE", headers: { cookie: session.cookie, "x-plugboard-csrf": session.csrf } });
    expect(out.status).toBe(200);
    expect((await read(first.url)).status).toBe(401);
    // The other instance hears of it through PostgreSQL (NOTIFY), long before its cached answer expires.
    const deadline = Date.now() + 5_000;
    let status = 200;
    while (status !== 401 && Date.now() < deadline) {
      status = (await read(second.url)).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  });
});
