import { Router } from "express";
import type { OAuthService } from "../../services/oauth/oauth-service.js";

/**
 * `GET /api/v1/oauth/callback`: the fixed redirect URI of every OAuth provider. Mounted before API-key
 * authentication (the provider's redirect carries no key); the signed state authenticates the flow.
 * Answers with a 302 to the return URL (`status=success` or `status=error&error=…`), or a 400 JSON when
 * the state or the return URL cannot be trusted.
 */
export function oauthCallbackRouter(services: { oauth: Pick<OAuthService, "handleCallback"> }): Router {
  const router = Router();
  router.get("/api/v1/oauth/callback", async (request, response) => {
    const query = typeof request.query === "object" && request.query !== null ? (request.query as Record<string, unknown>) : {};
    const { redirectUrl } = await services.oauth.handleCallback(query);
    response.set("Cache-Control", "no-store").redirect(302, redirectUrl);
  });
  return router;
}
