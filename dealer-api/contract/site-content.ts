import { z } from "zod";
import { flat } from "./envelope";
import { department, groupContact, menuItem, page, snippet, socialLink } from "./content";
import type { FilterOptions } from "./vehicle";

/** A make with cars listed, and how many (the listing rule: `listedCarsOf` of the search page). */
export const listedMake = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().int().positive(),
});
export type ListedMake = z.infer<typeof listedMake>;

/**
 * The stock's vocabulary: every make, model, branch and version the listed cars' option counts name, by slug, whether or
 * not a car of it is listed now, and how many cars are listed. The site reads a URL's values against it before it asks
 * the dealer API (an unknown value is dropped from the address, not refused): the results page, the home page's hero, a
 * saved search.
 */
export const stockVocabulary = z.object({
  total: z.number().int().nonnegative(),
  makes: z.record(z.string(), z.string()),
  ranges: z.record(z.string(), z.object({ label: z.string(), make: z.string() })),
  locations: z.record(z.string(), z.string()),
  derivatives: z.record(z.string(), z.string()),
});
export type StockVocabulary = z.infer<typeof stockVocabulary>;

/** The vocabulary of a set of option counts (GET /api/v2/vehicle-search-filter): their labels, by slug. */
export function stockVocabularyOf(options: FilterOptions): StockVocabulary {
  const labels = (group: Record<string, { label: string }>) =>
    Object.fromEntries(Object.entries(group).map(([slug, option]) => [slug, option.label]));
  return {
    total: options.total,
    makes: labels(options.make),
    ranges: Object.fromEntries(
      Object.entries(options.range).map(([slug, option]) => [
        slug,
        { label: option.label, make: option.make },
      ]),
    ),
    locations: labels(options.location),
    derivatives: labels(options.derivative),
  };
}

/**
 * GET /api/site-content: what every page of the site shows around its own content, in one answer
 * (docs/decisions/334-page-shaped-answers.md): the header's logo, the menus, the footer's social links, snippets and
 * makes, the branches (the chosen one's details in the header, every branch in the footer), the group's own contact,
 * and the search page, whose rules say which cars every list shows. Each part is what its own endpoint answers, or
 * null where that endpoint would have failed, so the site degrades that part alone
 * (docs/product/site-wide.md#when-the-dealer-api-fails). A page that does not exist is null too.
 */
export const siteContent = z.object({
  /** The `header` page (GET /api/page/header): the logo is its first field. */
  header: page.nullable(),
  /** The `used-cars-search` page (GET /api/page/used-cars-search): the results page's copy and rules. */
  search_page: page.nullable(),
  /** GET /api/menu/{name} of each menu. */
  menus: z
    .object({ header: z.array(menuItem), footer: z.array(menuItem), "footer-term-links": z.array(menuItem) })
    .nullable(),
  /** GET /content/socials, as the links themselves (not that endpoint's JSON string). */
  socials: z.array(socialLink).nullable(),
  /** GET /api/departments: the branches, by name. */
  departments: z.array(department).nullable(),
  /** GET /api/v2/content/snippet: the snippets a page lists by default (the first 50 by slug). */
  snippets: z.array(snippet).nullable(),
  /** GET /api/group. */
  group: groupContact,
  /**
   * Every make with a car listed (the search page's listing rule), most cars first, as the filter counts
   * (GET /api/v2/vehicle-search-filter) count them: the footer's popular brands and the home page's makes.
   */
  makes: z.array(listedMake).nullable(),
  /**
   * The stock's vocabulary under the same listing rule, from the same counts as `makes` (`stockVocabularyOf`): the same
   * for every page, so it is shared here rather than asked for by each page that reads a URL's makes and models.
   */
  vocabulary: stockVocabulary.nullable(),
});
export type SiteContent = z.infer<typeof siteContent>;

export const siteContentAnswer = flat(siteContent);
