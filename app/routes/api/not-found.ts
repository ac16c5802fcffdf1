import { notFound } from "#app/features/api/respond.server.ts";

/** Unknown API paths answer JSON, not the HTML 404 page. */
export const loader = () => notFound("This API endpoint");
export const action = () => notFound("This API endpoint");
