import { logDataFailure } from "#app/utils/data-failure.server.ts";

/** A list that loaded, or the user-facing message of why it didn't (spec §8). */
export type ListState<T> = { status: "ok"; items: T[] } | { status: "error"; message: string };

/** A page section's data, or the user-facing message of why it did not load. */
export type SectionState<T> = { status: "ok"; value: T } | { status: "error"; message: string };

/**
 * Runs a data call for a page section. A failure is logged for the
 * operators and becomes the section's error message; it never breaks the page.
 */
export async function loadSection<T>(label: string, message: string, call: () => Promise<T>): Promise<SectionState<T>> {
  try {
    return { status: "ok", value: await call() };
  } catch (error) {
    logDataFailure(`[directory] ${label}`, error);
    return { status: "error", message };
  }
}

/** loadSection for a list of rows. */
export async function loadList<T>(label: string, message: string, call: () => Promise<T[]>): Promise<ListState<T>> {
  const state = await loadSection(label, message, call);
  return state.status === "ok" ? { status: "ok", items: state.value } : state;
}
