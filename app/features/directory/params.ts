import { z } from "zod";

/** Largest page number accepted from a URL; anything beyond is clamped, never a 500. */
export const MAX_PAGE = 10_000;

const pageSchema = z.coerce.number().int().min(1).catch(1).transform((n) => Math.min(n, MAX_PAGE));
const idSchema = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().int().max(2_147_483_647));

/** `?page=N`, 1-based; unusable values give page 1. */
export function parsePageParam(params: URLSearchParams): number {
  return pageSchema.parse(params.get("page") ?? undefined);
}

/** A route's `:id`: a positive integer, or null for anything malformed (the route answers 404). */
export function parseIdParam(value: string | undefined): number | null {
  const result = idSchema.safeParse(value);
  return result.success ? result.data : null;
}
