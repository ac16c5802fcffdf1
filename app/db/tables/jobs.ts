import type { Id, IsoTime } from "./columns.ts";

/** Migration 0005: one row per background job that has ever run (app/db/exclusive.server.ts). */
export interface JobLeaseTable {
  name: string;
  holder: string;
  /** the job is free once it has passed */
  lease_until: IsoTime;
  acquired_at: IsoTime;
}

/** Migration 0018: purges written by a process with no cache of its own (app/utils/cache-purge-log.server.ts). */
export interface CachePurgeTable {
  id: Id;
  /** the PurgeRequest as JSON */
  request: string;
  created_at: IsoTime;
}
