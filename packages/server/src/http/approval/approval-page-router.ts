import { randomBytes, timingSafeEqual } from "node:crypto";
import { Router, type Request, type Response } from "express";
import type { BodyDeclaration } from "../read-body.js";
import { ServiceError } from "../../errors/service-error.js";
import type { ApprovalService } from "../../services/approvals/approval-service.js";
import { requestIdOf } from "../audit-origin.js";
import { renderMessagePage } from "../connect/render-message-page.js";
import { APPROVAL_PAGE_PATH } from "../redact-token-paths.js";
import { renderApprovalPage } from "./render-approval-page.js";

/** The approval page's form post, read by the service's one body reader (a plain HTML form, 4 KB at most). */
export const APPROVAL_PAGE_BODIES: readonly BodyDeclaration[] = [{ method: "post", path: "/approve/{token}", bodyKind: "form", bodyLimit: "4kb" }];

const CSRF_COOKIE = "plugboard_approval_csrf";

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The hosted approval page (`approvalUrl`): `GET /approve/{token}` shows the held call (tool, plugin,
 * params — never a credential) with Approve and Deny buttons; `POST /approve/{token}` (a plain HTML
 * form) records the end-user's decision. The sealed token in the path is the authority. The form is
 * CSRF-safe: it must come from this origin (`Origin`, `Sec-Fetch-Site`) and carry the random token the
 * page set in a `SameSite=Strict`, `HttpOnly` cookie (double submit, compared in constant time).
 * Served under the same security headers and CSP as every page of the service.
 */
export function approvalPageRouter(services: { approvals: ApprovalService }, options: { baseUrl: string; production: boolean }): Router {
  const router = Router();
  const ownOrigin = new URL(options.baseUrl).origin;
  const secure = new URL(options.baseUrl).protocol === "https:";

  const page = async (request: Request, response: Response, status: number, notice?: string) => {
    const token = request.params.token as string;
    const approval = await services.approvals.forPage(token);
    response.set("Cache-Control", "no-store");
    if (!approval) return response.status(400).type("html").send(renderMessagePage("This link cannot be used", "This approval link is not valid or has expired. Go back to the app."));
    const csrf = randomBytes(24).toString("base64url");
    response.cookie(CSRF_COOKIE, csrf, { httpOnly: true, sameSite: "strict", secure, path: "/approve" });
    response.status(status).type("html").send(renderApprovalPage({ approval, csrf, action: `/approve/${encodeURIComponent(token)}`, ...(notice ? { notice } : {}) }));
  };

  router.get(APPROVAL_PAGE_PATH, (request, response) => page(request, response, 200));

  router.post(APPROVAL_PAGE_PATH, async (request, response) => {
    const origin = request.get("origin");
    const site = request.get("sec-fetch-site");
    const field = typeof request.body?.csrf === "string" ? request.body.csrf : "";
    const cookie = cookieOf(request, CSRF_COOKIE) ?? "";
    if ((origin !== undefined && origin !== ownOrigin) || site === "cross-site" || site === "same-site" || !field || !sameText(field, cookie)) {
      response.set("Cache-Control", "no-store");
      return response.status(403).type("html").send(renderMessagePage("Request refused", "Open the approval link again and decide on that page."));
    }
    const decision = request.body?.decision;
    if (decision !== "approve" && decision !== "deny") return page(request, response, 400, "Choose Approve or Deny.");
    try {
      await services.approvals.decideOnPage(request.params.token as string, { decision }, requestIdOf(request, response));
    } catch (error) {
      if (!ServiceError.isInstance(error) || error.status >= 500) throw error;
      return page(request, response, error.status, error.code === "conflict" ? "This request was already decided or has expired." : error.message);
    }
    return page(request, response, 200, decision === "approve" ? "Approved. You can close this window and return to the app." : "Denied. You can close this window.");
  });
  return router;
}
