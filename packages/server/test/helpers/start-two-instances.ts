import type { CreatePlugboardOptions } from "../../src/settings/create-plugboard-options.js";
import { applyMigrations } from "../../src/store/apply-migrations.js";
import { openDatabase } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "./start-plugboard.js";
import { createScratchPostgresDatabase } from "./test-database.js";

/** Two Plugboard instances sharing one fresh PostgreSQL database (needs TEST_DATABASE_URL). */
export interface TwoInstances {
  first: TestPlugboard;
  second: TestPlugboard;
  close(): Promise<void>;
}

/**
 * Starts two server instances, each with its own connection pool, over one scratch PostgreSQL database
 * migrated once — what several stateless instances behind a load balancer look like.
 */
export async function startTwoInstances(options: Partial<CreatePlugboardOptions> = {}): Promise<TwoInstances> {
  const scratch = await createScratchPostgresDatabase();
  const a = await openDatabase({ url: scratch.url, maxConnections: 5 });
  await applyMigrations(a);
  const b = await openDatabase({ url: scratch.url, maxConnections: 5 });
  const first = await startPlugboard(a, options);
  const second = await startPlugboard(b, { ...options, migrate: false });
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await a.close();
      await b.close();
      await scratch.drop();
    },
  };
}
