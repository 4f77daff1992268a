-- A subscription's recent events, newest first (the console's Triggers page: `GET /api/v1/trigger-events?subscriptionId=&order=newest`),
-- read from the index however many events the developer's other subscriptions hold.
CREATE INDEX "TriggerEvent_subscriptionId_seq_idx" ON "TriggerEvent"("subscriptionId", "seq");
