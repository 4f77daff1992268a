// A self-contained demo: a tiny "weather" API that wants an API key, and an in-memory Plugboard with a
// "weather" plugin registered and approved. Set PLUGBOARD_URL and PLUGBOARD_API_KEY to use your own
// Plugboard instead (with a plugin named "weather" whose tool is GET_FORECAST).
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { Plugboard } from "@plugboard/client";
import { createLogger, createPlugboard, expressServerOptions } from "@plugboard/server";
import { WEATHER_API_KEY, weatherApi } from "./weather-api.js";

export { WEATHER_API_KEY };

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Starts the demo (or points at your Plugboard) and returns a client with the weather plugin ready, and
 * `approve(slug)` to approve a plugin you submitted (as an admin would; only on the in-memory demo).
 */
export async function startDemo(): Promise<{ plugboard: Plugboard; approve(slug: string): Promise<void>; close(): Promise<void> }> {
  if (process.env.PLUGBOARD_URL && process.env.PLUGBOARD_API_KEY) {
    // #region client
    const plugboard = new Plugboard({
      baseUrl: process.env.PLUGBOARD_URL, // e.g. http://localhost:3000
      apiKey: process.env.PLUGBOARD_API_KEY, // nk_… from `pnpm start` or `plugboard keys create`
    });
    // #endregion client
    return {
      plugboard,
      approve: async (slug) => {
        throw new Error(`Approve "${slug}" in your Plugboard's dashboard: the demo approves only on its own in-memory server`);
      },
      close: async () => {},
    };
  }
  const weather = weatherApi();
  const weatherUrl = await listen(weather);
  const app = express();
  const server = createServer(expressServerOptions(app), app);
  const baseUrl = await listen(server);
  const router = createPlugboard({
    baseUrl,
    encryptionKey: randomBytes(32).toString("hex"),
    database: { url: "memory://" },
    logger: createLogger({ level: "warn" }),
  });
  app.use(router);
  await router.ready;
  await router.admin.createDeveloper({ email: "demo@example.com", admin: true });
  const { key } = await router.admin.createApiKey({ email: "demo@example.com" });
  const plugboard = new Plugboard({ baseUrl, apiKey: key });

  // #region register
  await plugboard.submissions.create({
    slug: "weather",
    name: "Weather",
    description: "Forecasts for any city.",
    baseUrl: weatherUrl,
    tools: [
      {
        slug: "GET_FORECAST",
        name: "Get forecast",
        description: "Weather forecast for a city.",
        method: "GET",
        path: "/forecast/{city}",
        inputSchema: {
          type: "object",
          properties: { city: { type: "string" }, days: { type: "integer", minimum: 1, maximum: 7 } },
          required: ["city"],
        },
      },
    ],
    authMethods: [{ type: "api_key", label: "API key", isDefault: true }],
    submitForReview: true,
  });
  // #endregion register
  await router.admin.reviewPlugin({ slug: "weather", status: "approved" });

  return {
    plugboard,
    async approve(slug) {
      await router.admin.reviewPlugin({ slug, status: "approved" });
    },
    async close() {
      await router.close();
      server.close();
      weather.close();
    },
  };
}
