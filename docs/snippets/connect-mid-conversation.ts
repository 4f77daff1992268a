// An agent app that asks the end-user to connect in the middle of a conversation and carries on once
// Plugboard says the connection exists: by waiting on the connection request, or from a webhook.
// Type-checked by docs/test/snippets.test.ts; the guide docs/connecting-users.md quotes its regions.
import { createServer } from "node:http";
import { ConflictError, ConnectionRequestError, Plugboard, verifyWebhook, type ExecuteToolResponse, type WebhookEvent } from "@plugboard/client";

const plugboard = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY ?? "nk_…", baseUrl: "https://plugboard.example.com" });

/** How the app talks to its user (a chat message in a real app). */
declare function say(userId: string, text: string): Promise<void>;

// #region ask-to-connect
async function runTool(userId: string, tool: string, params: Record<string, unknown>): Promise<ExecuteToolResponse> {
  try {
    return await plugboard.tools.execute({ userId, tool, params });
  } catch (error) {
    // 409 connection_required / reauthorization_required: the error carries a connect link for this user.
    if (!ConflictError.isInstance(error) || !error.connectUrl || !error.connectionRequestId) throw error;
    await say(userId, `I need access to ${error.plugin} first. Please open this link to connect: ${error.connectUrl}`);
    // #region wait
    try {
      await plugboard.connections.waitForConnection(error.connectionRequestId, { timeoutMs: 10 * 60_000 });
    } catch (failure) {
      if (!ConnectionRequestError.isInstance(failure)) throw failure;
      await say(userId, failure.reason === "failed" ? "The connection did not work; we can try again later." : "The link expired; ask me again when you are ready.");
      throw failure;
    }
    // #endregion wait
    await say(userId, "Thanks, you are connected. Carrying on…");
    return plugboard.tools.execute({ userId, tool, params });
  }
}
// #endregion ask-to-connect

// #region create-webhook
// Once, at deployment: register the endpoint and keep the secret (it is shown only now).
const webhook = await plugboard.webhooks.create({
  url: "https://app.example.com/hooks/plugboard",
  events: ["connection.created", "connection.updated", "connection.needs_reauth", "connection.failed", "connection.deleted"],
});
const secret = webhook.secret; // store it, e.g. as PLUGBOARD_WEBHOOK_SECRET
// #endregion create-webhook

/** Conversations waiting for a user to connect a plugin, by `${userId}/${plugin}`. */
const waiting = new Map<string, () => void>();

// #region webhook
createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
  request.on("end", async () => {
    let event: WebhookEvent;
    try {
      // Verify the raw body exactly as received; a forged or replayed request is refused.
      event = await verifyWebhook<WebhookEvent>(body, request.headers, secret);
    } catch {
      response.writeHead(400).end();
      return;
    }
    response.writeHead(204).end(); // answer quickly; Plugboard retries anything but a 2xx
    if (event.type === "connection.created" || event.type === "connection.updated") {
      waiting.get(`${event.data.userId}/${event.data.plugin}`)?.(); // resume that conversation
    } else if (event.type === "connection.needs_reauth") {
      await say(event.data.userId, `Your ${event.data.pluginName} connection expired; I will send you a link when I need it again.`);
    }
  });
}).listen(8080);
// #endregion webhook

export { runTool };
