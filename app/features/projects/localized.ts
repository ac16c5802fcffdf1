import type { Locale } from "#app/i18n/locale.ts";

/**
 * A project's name and description in the page's language (issue 43): on an Arabic page the Arabic
 * version when the data has one (projects.name_ar, description_ar), else the English text marked
 * `lang="en"` on its element. English pages show the English text unmarked.
 */
export interface ProjectText {
  text: string;
  /** set when the text is not in the page's language */
  lang?: "en";
}

export function projectName(project: { name: string; nameAr?: string | null }, locale: Locale): ProjectText {
  if (locale === "en") return { text: project.name };
  return project.nameAr ? { text: project.nameAr } : { text: project.name, lang: "en" };
}

export function projectDescription(project: { description: string; descriptionAr?: string | null }, locale: Locale): ProjectText {
  if (locale === "en") return { text: project.description };
  return project.descriptionAr ? { text: project.descriptionAr } : { text: project.description, lang: "en" };
}
