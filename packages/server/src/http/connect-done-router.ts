import { Router } from "express";
import { renderMessagePage } from "./connect-page/render-message-page.js";

const single = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * `GET /connect/:pluginSlug/done`: where a hosted connect flow started from a 409 of tool execution
 * ends (no app return URL is known mid-conversation). It tells the end-user the outcome and that
 * they can go back to the conversation; the app learns it from the webhook or the connection request.
 */
export function connectDoneRouter(): Router {
  const router = Router();
  router.get("/connect/:pluginSlug/done", (request, response) => {
    const failed = single(request.query.status) === "error";
    const error = single(request.query.error)?.slice(0, 200);
    response.set("Cache-Control", "no-store").type("html");
    if (failed) {
      response.send(renderMessagePage("Not connected", `${error ? `${error}. ` : ""}Go back to the conversation to try again.`));
      return;
    }
    response.send(renderMessagePage("Connected", "You can close this window and go back to the conversation."));
  });
  return router;
}
