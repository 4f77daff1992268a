import { CreateCategoryRequestSchema, DeleteCategoryRequestSchema, UpdateCategoryRequestSchema } from "@plugboard/core";
import { Router } from "express";
import { parseInput } from "../parse-input.js";
import type { DashboardDeps } from "./dashboard-deps.js";
import { deleteInput } from "../delete-input.js";

/**
 * Categories: `GET /categories` for anyone signed in; `POST`, `PUT { id, ... }` and
 * `DELETE { id }` (or `?id=`) for admins.
 */
export function dashboardCategoriesRouter(deps: DashboardDeps): Router {
  const { auth, services } = deps;
  const categories = services.categories;
  const router = Router();

  router.get("/categories", async (request, response) => {
    await auth.requireDeveloper(request);
    response.json(await categories.list());
  });

  router.post("/categories", async (request, response) => {
    await auth.requireAdmin(request);
    response.status(201).json(await categories.create(parseInput(CreateCategoryRequestSchema, request.body)));
  });

  router.put("/categories", async (request, response) => {
    await auth.requireAdmin(request);
    response.json(await categories.update(parseInput(UpdateCategoryRequestSchema, request.body)));
  });

  router.delete("/categories", async (request, response) => {
    await auth.requireAdmin(request);
    const { id } = parseInput(DeleteCategoryRequestSchema, deleteInput(request));
    await categories.delete(id);
    response.json({ deleted: true });
  });

  return router;
}
