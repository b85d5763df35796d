import type { Page } from "../../contract/content";
import { FORM_IDS } from "../../contract/forms";

/**
 * A page as authored. `fields` keeps insertion order, which is the order the API answers in (the header page's first
 * field must be the logo). Field slugs follow docs/product/content.md#page-templates.
 */
export interface AuthoredPage {
  slug: string;
  title: string;
  template: Page["template"];
  meta_description: string;
  fields: Record<string, unknown>;
  /** Defaults to true; false for page parts (header, footer) and outcome pages. */
  in_sitemap?: boolean;
}

/** Every template ends with the general enquiry form (docs/product/content.md#page-templates). */
export const enquiryFormFields = {
  form: FORM_IDS.generalEnquiry,
  form_intro: "Please provide us with some details to contact you about your enquiry.",
};

/** Repeater blocks get ids in order, as a CMS would number them. */
export function blocks(entries: readonly [heading: string, content: string][]) {
  return entries.map(([heading, content], index) => ({ id: index + 1, heading, content }));
}

export const faqs = (entries: readonly [question: string, answer: string][]) =>
  entries.map(([question, answer]) => ({ question, answer }));

/**
 * Tick lists are lists of one-key objects; the key names come from the original CMS
 * (docs/product/content.md#page-templates).
 */
export const tickList = <K extends string>(key: K, items: readonly string[]) =>
  items.map((item) => ({ [key]: item }) as Record<K, string>);

/** Pictures of the content pages: generated art in public/images/pages (dealer-api/media/public-images.ts). */
export const PAGE_ART_SIZE = { width: 1200, height: 675 } as const;
export const pageArt = (name: string, alt: string) => ({
  url: `/images/pages/${name}.svg`,
  alt,
  ...PAGE_ART_SIZE,
});
