import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

describe.each(testDatabases())("query parameters in array or object form are a 400 on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let webhookId: string;

  beforeAll(async () => {
    database = await engine.open();
    pb = await startPlugboard(database, { webhooks: { deliver: false } });
    webhookId = (await pb.api("POST", "/api/v1/webhooks", { url: "https://hooks.example/q", events: ["connection.created"] })).body.id;
  });
  afterAll(async () => {
    await pb.close();
    await database.close();
  });

  it("x[]= and x[a]= name the parameter, on every kind of listing", async () => {
    const cases: Array<[string, string]> = [
      ["/api/v1/executions?userId[]=a&userId[]=b", "userId"],
      ["/api/v1/executions?userId[a]=x", "userId"],
      ["/api/v1/connections?userId[]=a", "userId"],
      ["/api/v1/connections?userId[a][b]=c", "userId"],
      ["/api/v1/plugins?limit[]=5", "limit"],
      ["/api/v1/plugins?cursor[toString]=x", "cursor"],
      ["/api/v1/tools?plugin[]=github", "plugin"],
      ["/api/v1/tools?userId[]=a&plugin=github", "userId"],
      [`/api/v1/webhooks/${webhookId}/deliveries?cursor[]=x`, "cursor"],
      [`/api/v1/webhooks/${webhookId}/deliveries?limit[a]=1`, "limit"],
      ["/api/v1/mcp/links?userId[]=a", "userId"],
    ];
    for (const [path, name] of cases) {
      const response = await pb.api("GET", path);
      expect(response.status, path).toBe(400);
      expect(response.body.error, path).toBe("Invalid input");
      expect(response.body.details.fieldErrors[name], path).toEqual([expect.stringContaining(`${name} must be a single value`)]);
    }
  });

  it("a name repeated is refused where one value is expected, naming it", async () => {
    for (const [path, name] of [
      ["/api/v1/executions?userId=a&userId=b", "userId"],
      ["/api/v1/connections?userId=a&userId=b", "userId"],
      [`/api/v1/webhooks/${webhookId}/deliveries?limit=1&limit=2`, "limit"],
    ] as const) {
      const response = await pb.api("GET", path);
      expect(response.status, path).toBe(400);
      expect(Object.keys(response.body.details.fieldErrors), path).toEqual([name]);
    }
  });

  it("plain parameters still work, encoded brackets in a value included", async () => {
    expect((await pb.api("GET", "/api/v1/executions?userId=a&limit=5")).status).toBe(200);
    expect((await pb.api("GET", `/api/v1/connections?userId=${encodeURIComponent("user[1]")}`)).status).toBe(200);
    expect((await pb.api("GET", `/api/v1/webhooks/${webhookId}/deliveries?limit=2`)).status).toBe(200);
  });
});
