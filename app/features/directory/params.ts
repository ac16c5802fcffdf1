import { z } from "zod";
import { MAX_PAGE } from "#app/utils/limits.ts";

const pageSchema = z.coerce
  .number()
  .int()
  .min(1)
  .catch(1)
  .transform((n) => Math.min(n, MAX_PAGE));

/** `?page=N`, 1-based; unusable values give page 1. */
export function parsePageParam(params: URLSearchParams): number {
  return pageSchema.parse(params.get("page") ?? undefined);
}
