/**
 * One value per process, even when the module asking for it is bundled twice:
 * the server entry (build/server.js) and the React Router build
 * (build/server/index.js) each carry their own copy of shared modules, so
 * module-level state (a Redis connection, the cache-purge listeners) would
 * otherwise exist twice and the copies would not see each other.
 */
export function processGlobal<T>(name: string, create: () => T): T {
  const key = Symbol.for(`site:${name}`);
  const store = globalThis as unknown as Record<symbol, unknown>;
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}
