/** Texts of the site frame; the spec's wording where it gives one. */
export const ERROR_TITLE = "Unexpected Application Error!";
export const NOT_FOUND_TITLE = "We couldn't find that page";
