/**
 * The message a worker sends its primary (and the primary its workers) to purge the response cache
 * everywhere (cache-purge.server.ts). In a module of its own so the cluster primary
 * (server/cluster.ts), which only forwards it, loads nothing else of the app.
 */
export const CLUSTER_PURGE_MESSAGE = "response-cache-purge";
