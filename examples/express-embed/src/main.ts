// Starts the example: an Express app of yours with Plugboard mounted, on http://localhost:4000.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { expressServerOptions } from "@plugboard/server";
import { createApp } from "./create-app.js";

const port = Number(process.env.PORT ?? 4000);
const baseUrl = process.env.BASE_URL ?? `http://localhost:${port}`;
const encryptionKey = process.env.ENCRYPTION_KEY ?? randomBytes(32).toString("hex");
const { app, plugboard } = createApp({ baseUrl, encryptionKey, databaseUrl: process.env.DATABASE_URL });

// #region admin
await plugboard.ready; // database open and migrated
await plugboard.admin.createDeveloper({ email: "me@example.com", admin: true });
const { key } = await plugboard.admin.createApiKey({ email: "me@example.com", name: "example" });
// #endregion admin

// #region serve
// Like `app.listen`, but Node creates each request and response with Express's prototypes in place.
const server = createServer(expressServerOptions(app), app);
// #endregion serve
server.listen(port, "127.0.0.1", () => {
  console.log(`Example app on ${baseUrl}`);
  console.log(`API key: ${key}`);
  console.log(`Try: curl -H "Authorization: Bearer ${key}" ${baseUrl}/api/v1/plugins`);
});
