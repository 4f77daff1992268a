// #region embed
import express from "express";
import { createPlugboard } from "@plugboard/server";

/** Your existing app, with Plugboard mounted at its root. */
export function createApp(options: { baseUrl: string; encryptionKey: string; databaseUrl?: string }) {
  const app = express();

  // Your own routes keep working next to Plugboard's.
  app.get("/", (_request, response) => {
    response.json({ app: "my agent backend", plugboard: `${options.baseUrl}/api/v1` });
  });

  const plugboard = createPlugboard({
    baseUrl: options.baseUrl, // public origin: OAuth redirect URI is `${baseUrl}/api/v1/oauth/callback`
    encryptionKey: options.encryptionKey, // 64 hex characters; keep it secret and stable
    database: { url: options.databaseUrl ?? "memory://" }, // postgres://… in production
  });
  app.use(plugboard); // /api/v1/*, /connect/*, /api/dashboard/*, /health

  return { app, plugboard };
}
// #endregion embed
