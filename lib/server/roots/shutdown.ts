// What a graceful shutdown closes, once the server has drained its requests: the work still
// waiting to be written, the webhook queue, then the database they write to.
import { getDatabase } from "@/lib/db/db";
import { grantUsageRecorder } from "./recorders";
import { closeWebhookQueue } from "./webhooks";

export async function closeStorage(): Promise<void> {
  const db = await getDatabase();
  // The API calls counted since the last write (what apps did), before the database goes.
  await grantUsageRecorder().flush();
  await closeWebhookQueue(db);
  await db.close();
}
