import { desc, eq, inArray } from "drizzle-orm";
import { type Database, schema } from "#drizzle/db.server";

const LOG_ROWS = 25;

/** The account's latest deliveries with their endpoint's address, for the delivery log. */
export async function latestDeliveries(db: Database, userId: string) {
  const { webhookDeliveries, webhookEndpoints } = schema;
  const owned = db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, userId));
  return db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatus: webhookDeliveries.lastStatus,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
      url: webhookEndpoints.url,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(inArray(webhookDeliveries.endpointId, owned))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(LOG_ROWS);
}
