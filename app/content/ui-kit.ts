/** The words of the shared widgets in app/components/ui (one place, so a second language has one file to follow). */
export const PAGER_TEXTS = {
  label: "Pagination",
  previousLabel: "Previous page",
  nextLabel: "Next page",
  selectLabel: "Go to page",
  go: "Go",
} as const;
