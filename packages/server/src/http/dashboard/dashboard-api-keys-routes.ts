import { CreateApiKeyRequestSchema, DeleteApiKeyRequestSchema } from "@plugboard/core";
import { Router } from "express";
import { parseInput } from "../parse-input.js";
import type { DashboardDeps } from "./dashboard-deps.js";
import { deleteInput } from "../delete-input.js";

/**
 * The caller's API keys: `GET` lists, `POST { name }` creates (the key is in this response only),
 * `DELETE { keyId }` deletes. These routes need a dashboard sign-in (ID token): an API key cannot
 * mint or revoke keys, so a leaked key cannot make itself permanent.
 */
export function dashboardApiKeysRouter(deps: DashboardDeps): Router {
  const { auth, services } = deps;
  const apiKeys = services.dashboardApiKeys;
  const router = Router();
  const signedIn = { idTokenOnly: true };

  router.get("/api-keys", async (request, response) => {
    const developer = await auth.requireDeveloper(request, signedIn);
    response.json(await apiKeys.list(developer.id));
  });

  router.post("/api-keys", async (request, response) => {
    const developer = await auth.requireDeveloper(request, signedIn);
    const { name } = parseInput(CreateApiKeyRequestSchema, request.body);
    response.status(201).json(await apiKeys.create(developer.id, name));
  });

  router.delete("/api-keys", async (request, response) => {
    const developer = await auth.requireDeveloper(request, signedIn);
    const { keyId } = parseInput(DeleteApiKeyRequestSchema, deleteInput(request));
    await apiKeys.delete(developer.id, keyId);
    response.json({ deleted: true });
  });

  return router;
}
