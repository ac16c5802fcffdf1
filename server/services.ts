import path from "node:path";
import { type DatabaseHandle, type DB, openDatabase } from "#app/db/db.server.ts";
import { rememberCounts } from "#app/db/count-cache.server.ts";
import { startFeedSchedule } from "#app/features/feeds/schedule.server.ts";
import { leadLimiter } from "#app/features/leads/rate-limit.server.ts";
import { startLeadOutbox } from "#app/features/leads/worker.server.ts";
import { createAlertJob } from "#app/features/alerts/job.server.ts";
import { keepCountSummary } from "#app/features/listings/count-summary.server.ts";
import { watchPurgeLog } from "#app/utils/cache-purge-log.server.ts";
import { listenForPurges } from "#app/utils/cache-purge.server.ts";
import { changed } from "#app/utils/changes.server.ts";
import { agencyConfig, type ServerEnv, trustedOrigin } from "#app/utils/env.server.ts";
import { closeRedisConnections } from "#app/utils/redis.server.ts";

export interface Services {
  db: DB;
  /** where public pages read: the read replica (DATABASE_READ_URL) when set, else `db` */
  readDb: DB;
  /** the database in the start-up line: its engine and where it lives, without credentials */
  databaseLabel: string;
  /** stops the jobs; closes Redis and the database unless the database was handed in */
  stop(): Promise<void>;
}

export interface ServiceOptions {
  /** an open database to use instead of opening DATABASE_URL (tests); the caller closes it */
  db?: DB;
  /** run on the database before anything reads it (development migrates it) */
  prepare?: (db: DB) => Promise<unknown>;
  /**
   * The background jobs: the lead e-mail outbox, the feed schedule and, without Redis, the watch on
   * the database's purge log. On by default; tests that drive one of them themselves turn them off.
   */
  jobs?: boolean;
}

/**
 * Every stateful piece of a server process, built once: the database, the list-total caches, the
 * purge bus (Redis, the cluster primary or the database log), the lead rate limiter, the outbox and
 * the feed schedule. Production (server/worker.ts), development (server/dev.ts) and the tests
 * (tests/setup/app-server.ts) start the same services; the app reaches them through its load context.
 * The server is compiled into the React Router build, so each of these modules exists once and a
 * purge from an admin save reaches the same caches the loaders read (decision 037).
 */
export async function startServices(env: ServerEnv, options: ServiceOptions = {}): Promise<Services> {
  const owned: DatabaseHandle | null = options.db ? null : openDatabase(env.DATABASE_URL);
  const db = options.db ?? owned?.db;
  if (!db) throw new Error("no database");
  const replica: DatabaseHandle | null = env.DATABASE_READ_URL ? openDatabase(env.DATABASE_READ_URL) : null;
  const readDb = replica?.db ?? db;
  const jobs = options.jobs ?? true;
  await options.prepare?.(db);
  // list totals are remembered until the data changes (a purge), see count-cache.server.ts
  rememberCounts(db);
  if (readDb !== db) rememberCounts(readDb);
  // and the common list filters are counted in memory, see count-summary.server.ts
  const stopSummary = keepCountSummary(readDb);
  listenForPurges(env);
  // Without Redis, a CLI process (an import from cron) reaches the servers' caches through the database.
  let warnedPurgeLog = false;
  const stopPurgeLog =
    env.REDIS_URL || !jobs
      ? () => {}
      : await watchPurgeLog(db, {
          onError: (error) => {
            if (!warnedPurgeLog) console.warn(`Cache purge log: ${error instanceof Error ? error.message : String(error)}`);
            warnedPurgeLog = true;
          },
        });
  // Connects to Redis now, so the first submissions are already counted there.
  leadLimiter(env);
  if (!env.REDIS_URL && env.WEB_CONCURRENCY > 1) console.warn("REDIS_URL is not set: rate limits are counted per process");
  const outbox = jobs ? startLeadOutbox(db, env, agencyConfig(env)) : null;
  // Saved-search alerts (issue 44 item 3): matched soon after a change event, e-mailed through the outbox.
  const agency = agencyConfig(env);
  const alerts = jobs ? createAlertJob({ db, siteUrl: trustedOrigin(env), brand: agency.brand, replyTo: agency.email }) : null;
  alerts?.start();
  const feeds = jobs
    ? startFeedSchedule(db, env, {
        mediaDir: path.resolve(env.MEDIA_DIR),
        onChanged: async () => void (await changed({ everything: "a feed import" })),
      })
    : null;
  return {
    db,
    readDb,
    databaseLabel: `${owned ? `${owned.engine} ${owned.label}` : "given by the caller"}${replica ? `, public reads from ${replica.label}` : ""}`,
    async stop() {
      stopPurgeLog();
      stopSummary();
      await replica?.close();
      await outbox?.stop();
      await alerts?.stop();
      await feeds?.stop();
      // a test's services leave its database and Redis connections to the test
      if (!owned) return;
      await closeRedisConnections();
      await owned.close();
    },
  };
}
