import {
  CreateCategoryRequestSchema,
  DashboardCategorySchema,
  DeleteCategoryRequestSchema,
  DeletedResponseSchema,
  ListDashboardCategoriesResponseSchema,
  UpdateCategoryRequestSchema,
} from "@plugboard/core";
import { admin, adminOnly, failure, invalid, signedIn } from "./dashboard-route.js";
import { dashboardRoutesUsing } from "./dashboard-routes-using.js";

const unknownCategory = failure("No category with this id");

/** Categories: `GET /categories` for anyone signed in; `POST`, `PUT { id, ... }` and `DELETE { id }` (or `?id=`) for admins. */
export const DASHBOARD_CATEGORIES_ROUTES = dashboardRoutesUsing(["categories"], (dashboardRoute) => [
  dashboardRoute("get", "/categories", "listDashboardCategories", {
    summary: "List categories",
    tag: "Categories",
    ok: [200, ListDashboardCategoriesResponseSchema, "Categories"],
    guard: signedIn,
    handle: ({ deps }) => deps.services.categories.list(),
  }),
  dashboardRoute("post", "/categories", "createDashboardCategory", {
    summary: "Create a category (admin)",
    tag: "Categories",
    body: CreateCategoryRequestSchema,
    ok: [201, DashboardCategorySchema, "The new category"],
    errors: { 400: invalid, 403: adminOnly },
    guard: admin,
    handle: ({ deps, body }) => deps.services.categories.create(body),
  }),
  dashboardRoute("put", "/categories", "updateDashboardCategory", {
    summary: "Rename a category (admin)",
    tag: "Categories",
    body: UpdateCategoryRequestSchema,
    ok: [200, DashboardCategorySchema, "The category"],
    errors: { 400: invalid, 403: adminOnly, 404: unknownCategory },
    guard: admin,
    handle: ({ deps, body }) => deps.services.categories.update(body),
  }),
  dashboardRoute("delete", "/categories", "deleteDashboardCategory", {
    summary: "Delete a category (admin); its plugins stay",
    tag: "Categories",
    body: DeleteCategoryRequestSchema,
    queryAndBody: true,
    ok: [200, DeletedResponseSchema, "Deleted"],
    errors: { 400: invalid, 403: adminOnly, 404: unknownCategory },
    guard: admin,
    async handle({ deps, body }) {
      await deps.services.categories.delete(body.id);
      return { deleted: true };
    },
  }),
]);
