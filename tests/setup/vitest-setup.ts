import { afterEach, vi } from "vitest";

// A console error in a test is a failure (conventions §8).
const originalError = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length) throw new Error(`console.error was called ${seen.length} time(s): ${String(seen[0]?.[0])}`);
});
