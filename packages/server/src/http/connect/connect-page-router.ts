import { requestIdOf } from "../audit-origin.js";
import { ConnectOAuthStartRequestSchema, ConnectSubmitRequestSchema, ERROR_CODES, type ConnectErrorResponse } from "@plugboard/core";
import { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import { ServiceError } from "../../errors/service-error.js";
import type { ConnectPageService } from "../../services/connect-flow/connect-page-service.js";
import { renderConnectPage } from "./render-connect-page.js";
import { renderMessagePage } from "./render-message-page.js";
import { parseInput } from "../parse-input.js";

const single = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Refuses `/api/connect/*` calls from another origin (CSRF): only the hosted page itself calls them. */
function sameOriginOnly(baseUrl: string): RequestHandler {
  const ownOrigin = new URL(baseUrl).origin;
  return (request, _response, next) => {
    const origin = request.get("origin");
    const site = request.get("sec-fetch-site");
    if ((origin !== undefined && origin !== ownOrigin) || site === "cross-site" || site === "same-site") {
      return next(new ServiceError("forbidden", "The connect API only accepts calls from the hosted connect page"));
    }
    next();
  };
}

/** Answers a flow-ending `ServiceError` (one carrying `details.redirectUrl`) with the URL to send the user back to. */
function backToApp(production: boolean): ErrorRequestHandler {
  return (error: unknown, _request, response, next) => {
    const redirectUrl = ServiceError.isInstance(error) ? (error.details as { redirectUrl?: unknown } | undefined)?.redirectUrl : undefined;
    if (!ServiceError.isInstance(error) || typeof redirectUrl !== "string") return next(error);
    const body: ConnectErrorResponse = {
      error: production ? ERROR_CODES[error.code].message : error.message,
      code: error.code,
      redirectUrl,
    };
    response.status(error.status).set("Cache-Control", "no-store").json(body);
  };
}

/**
 * The hosted connect page: `GET /connect/:pluginSlug?token=…&method=…` (server-rendered HTML), and its
 * same-origin JSON API `POST /api/connect/submit` and `POST /api/connect/oauth-start`. Mounted at the
 * top level, outside `/api/v1` (no API key: the signed connect token is the authority).
 */
export function connectPageRouter(
  services: { connectPage: ConnectPageService },
  options: { baseUrl: string; production: boolean },
): Router {
  const router = Router();

  router.get("/connect/:pluginSlug", async (request, response) => {
    const outcome = await services.connectPage.loadPage(request.params.pluginSlug, single(request.query.token), single(request.query.method));
    response.set("Cache-Control", "no-store");
    if (outcome.kind === "redirect") return response.redirect(303, outcome.url);
    if (outcome.kind === "error") {
      return response.status(outcome.status).type("html").send(renderMessagePage("This link cannot be used", outcome.message));
    }
    response.type("html").send(renderConnectPage(outcome.model));
  });

  const api = Router();
  api.use(sameOriginOnly(options.baseUrl));
  api.post("/submit", async (request, response) => {
    const input = parseInput(ConnectSubmitRequestSchema, request.body);
    response.set("Cache-Control", "no-store").json(await services.connectPage.submit(input, requestIdOf(request, response)));
  });
  api.post("/oauth-start", async (request, response) => {
    const input = parseInput(ConnectOAuthStartRequestSchema, request.body);
    response.set("Cache-Control", "no-store").json(await services.connectPage.startOAuth(input));
  });
  api.use(backToApp(options.production));
  router.use("/api/connect", api);
  return router;
}
