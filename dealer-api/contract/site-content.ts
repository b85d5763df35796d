import { z } from "zod";
import { flat } from "./envelope";
import { department, groupContact, menuItem, page, snippet, socialLink } from "./content";

/** A make with cars listed, and how many (the listing rule: `listedCarsOf` of the search page). */
export const listedMake = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().int().positive(),
});
export type ListedMake = z.infer<typeof listedMake>;

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
});
export type SiteContent = z.infer<typeof siteContent>;

export const siteContentAnswer = flat(siteContent);
