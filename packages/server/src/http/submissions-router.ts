import { Router } from "express";
import type { Services } from "../services/create-services.js";

/** TODO: being written. */
export function submissionsRouter(services: Services): Router {
  void services;
  return Router();
}
