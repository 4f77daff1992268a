import {
  CreateWebhookRequestSchema,
  ListWebhookDeliveriesQuerySchema,
  type CreateWebhookResponse,
  type DeleteWebhookResponse,
  type ListWebhookDeliveriesResponse,
  type ListWebhooksResponse,
} from "@plugboard/core";
import { Router } from "express";
import type { WebhookService } from "../../services/webhooks/webhook-service.js";
import { developerOf } from "../authenticate-api-key.js";
import { parseInput } from "../parse-input.js";

/**
 * `/webhooks` (under `/api/v1`): `POST` creates an endpoint (201 with its `whsec_…` secret, shown
 * once), `GET` lists them, `DELETE /webhooks/:id` removes one, `GET /webhooks/:id/deliveries` pages
 * its delivery log (newest first). Another developer's endpoint is a 404.
 */
export function webhooksRouter(services: { webhooks: WebhookService }): Router {
  const router = Router();

  router.post("/webhooks", async (request, response) => {
    const developer = developerOf(response.locals);
    const input = parseInput(CreateWebhookRequestSchema, request.body);
    const body: CreateWebhookResponse = await services.webhooks.create(developer.id, input);
    response.status(201).set("Cache-Control", "no-store").json(body);
  });

  router.get("/webhooks", async (_request, response) => {
    const developer = developerOf(response.locals);
    const body: ListWebhooksResponse = { webhooks: await services.webhooks.list(developer.id) };
    response.json(body);
  });

  router.delete("/webhooks/:id", async (request, response) => {
    const developer = developerOf(response.locals);
    const body: DeleteWebhookResponse = await services.webhooks.delete(developer.id, request.params.id);
    response.json(body);
  });

  router.get("/webhooks/:id/deliveries", async (request, response) => {
    const developer = developerOf(response.locals);
    const query = parseInput(ListWebhookDeliveriesQuerySchema, request.query);
    const body: ListWebhookDeliveriesResponse = await services.webhooks.deliveries(developer.id, request.params.id, query);
    response.json(body);
  });

  return router;
}
