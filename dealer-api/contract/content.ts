import { z } from "zod";
import { nested, flat } from "./envelope";
import { offerTags } from "./vehicle";
import { FORM_IDS } from "./forms-vocabulary";

export const menuItem = z.object({
  name: z.string(),
  url: z.string(),
  children: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type MenuItem = z.infer<typeof menuItem>;

export const socialSite = z.enum(["facebook", "twitter", "instagram", "youtube"]);
export const socialLink = z.object({ site_name: socialSite, url: z.string().url() });
export type SocialLink = z.infer<typeof socialLink>;

/** GET /content/socials answers data.data[0].contents.social_site as a JSON string of SocialLink[]. */
export const socialsRecord = z.object({ contents: z.object({ social_site: z.string() }) });

export const snippet = z.object({ slug: z.string(), content: z.string() });
export type Snippet = z.infer<typeof snippet>;

/** A page field: `data` is a string, a number, a boolean, or structured JSON (repeaters, FAQ lists). */
export const pageField = z.object({ slug: z.string(), data: z.unknown() });
export const page = z.object({
  slug: z.string(),
  page_title: z.string(),
  template: z.enum([
    "generic",
    "generic-with-form",
    "cookie-policy",
    "finance",
    "about-us",
    "blog",
    "system",
  ]),
  meta_description: z.string(),
  fields: z.array(pageField),
});
export type Page = z.infer<typeof page>;

const time = z.string().regex(/^\d{2}:\d{2}$/);
export const department = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  line1: z.string(),
  city_town: z.string(),
  postcode: z.string(),
  telephone: z.string(),
  email: z.string().email(),
  latitude: z.number(),
  longitude: z.number(),
  monday_time_open: time,
  monday_time_closed: time,
  saturday_time_open: time,
  saturday_time_closed: time,
  sunday_time_open: time,
  sunday_time_closed: time,
});
export type Department = z.infer<typeof department>;

/**
 * The dealer group itself (`GET /api/group`): the name it trades under, and the phone number, e-mail address and opening
 * hours a shopper is shown when no branch is chosen.
 */
/** A week's opening times ("HH:MM"), as branches publish them; Monday stands for Monday to Friday. */
export const openingTimes = department.pick({
  monday_time_open: true,
  monday_time_closed: true,
  saturday_time_open: true,
  saturday_time_closed: true,
  sunday_time_open: true,
  sunday_time_closed: true,
});
export type OpeningTimes = z.infer<typeof openingTimes>;

/**
 * The dealer group's published hours, shown where no branch is chosen, are its own answer too: a dealer API that
 * publishes none leaves them out, and the site then points to the branches' hours rather than showing anyone else's.
 */
export const groupContact = z.object({
  name: z.string(),
  telephone: z.string(),
  email: z.string().email(),
  opening_times: openingTimes.optional(),
});
export type GroupContact = z.infer<typeof groupContact>;

export const redirectAnswer = z.object({ status: z.number().int(), url: z.string() });
export type RedirectAnswer = z.infer<typeof redirectAnswer>;

// ---- Answers of the content endpoints (dealer-api/content/routes.ts). Existing names above stay as they are. ----
export const menuName = z.enum(["header", "footer", "footer-term-links"]);
export type MenuName = z.infer<typeof menuName>;

export const snippetsAnswer = nested(z.array(snippet));
export const menuAnswer = nested(z.array(menuItem));
export const socialsAnswer = nested(z.array(socialsRecord));
export const departmentsAnswer = nested(z.array(department));
export const pageAnswer = flat(page);
export const redirectResponse = flat(redirectAnswer);
export const groupContactAnswer = flat(groupContact);

/** The logo, held in fields[0].data of the `header` page. */
export const logo = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Logo = z.infer<typeof logo>;

/**
 * Fixed search parameters of the used-cars search page (`used-cars-search` page, field `rules`). Structured JSON, not a
 * JSON string: the site merges these under the visitor's own filters.
 */
export const searchPageRules = z.object({
  status: z.string(),
  min_images: z.number().int().nonnegative(),
  sort: z.string(),
  resultsPerPage: z.number().int().positive(),
});
export type SearchPageRules = z.infer<typeof searchPageRules>;

/**
 * The search page's rules as its editors give them (`used-cars-search`, field `rules`): every part optional, and a field
 * that breaks any part is read as giving none, so a content slip never changes which cars are listed.
 */
export const givenSearchRules = z
  .object({
    status: z.string().regex(/^[A-Z_]+$/),
    min_images: z.number().int().min(0).max(6),
    sort: z.string(),
    resultsPerPage: z.number().int().min(1).max(100),
  })
  .partial();
export type GivenSearchRules = z.infer<typeof givenSearchRules>;

export function givenSearchRulesOf(searchPage: Page | null | undefined): GivenSearchRules {
  const given = givenSearchRules.safeParse(searchPage?.fields.find((field) => field.slug === "rules")?.data);
  return given.success ? given.data : {};
}

/** Which cars every list of cars for sale shows where the search page's rules say nothing: for sale, with a picture. */
export const LISTED_BY_DEFAULT = { status: "FOR_SALE_RETAIL", min_images: 1 } as const;

/** The cars a list shows: the ones the results page lists, by its rules (status, at least min_images pictures). */
export interface ListedCars {
  status: string;
  min_images: number;
}

/**
 * The listing rule of the search page, read the same way by the site (every list of cars it shows) and by the dealer
 * API (the makes of GET /api/site-content), so both count the same cars.
 */
export function listedCarsOf(searchPage: Page | null | undefined): ListedCars {
  const given = givenSearchRulesOf(searchPage);
  return {
    status: given.status ?? LISTED_BY_DEFAULT.status,
    min_images: given.min_images ?? LISTED_BY_DEFAULT.min_images,
  };
}

/**
 * The form a content page ends with: the one its `form` field names, none for 0 (or anything but a whole number), and
 * the general enquiry form when it names none. Read the same way by the site (the form it draws at the page's foot) and
 * by the dealer API (the form GET /api/content-pages/{slug} carries).
 */
export function formOfPage(page: Page): number | undefined {
  const data = page.fields.find((field) => field.slug === "form")?.data;
  if (data === undefined || data === null || data === "") return FORM_IDS.generalEnquiry;
  const id = Number(data);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A page's picture (page fields `hero_image`, `header_image`): sized, so the page does not shift as it loads. */
export const pageImage = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type PageImage = z.infer<typeof pageImage>;

/** One entry of an FAQ accordion (page field `faq`). */
export const faqEntry = z.object({ question: z.string(), answer: z.string() });
/** One heading/content block of a repeater (page fields `content`, `content_2`). */
export const contentBlock = z.object({ id: z.number().int(), heading: z.string(), content: z.string() });

export const offer = z.object({
  id: z.number().int(),
  slug: z.string(),
  icon: z.string(),
  icon_text: z.string(),
  heading: z.string(),
  text: z.string(),
  link: z.string(),
  btn_text: z.string(),
  image: z.string(),
  /**
   * The stock offer tag of the cars the offer applies to (`/api/v2/vehicle-search?tags=…`); null when it applies to
   * every car we sell (free delivery).
   */
  vehicle_tag: z.enum(offerTags).nullable(),
});
export type Offer = z.infer<typeof offer>;
export const offersAnswer = nested(z.array(offer));

/**
 * A promotion applies to a vehicle when at least one listed value matches: make, range, fuel_type and body_type are
 * lower-cased names ("kia", "sportage", "electric", "suv"), location_id the branch id.
 */
export const promoRules = z.object({
  make: z.array(z.string()).optional(),
  range: z.array(z.string()).optional(),
  fuel_type: z.array(z.string()).optional(),
  body_type: z.array(z.string()).optional(),
  location_id: z.array(z.number().int()).optional(),
});
export type PromoRules = z.infer<typeof promoRules>;

/**
 * A promotion's finance terms, when it changes the quotes of the cars it applies to (docs/decisions/131-cash-price-promotions-monthly-search.md). A quote
 * meets them when its product is listed, its term is one of `terms` (any when absent) and at least `min_term`, and the
 * customer's deposit is at least `min_deposit_percent` of the cash price; it is then priced at `apr` (at 0% the
 * option-to-purchase fee is waived, as for the 0-apr tag) and/or with `deposit_contribution` pounds added to the
 * deposit by the dealer. See `financePromotionFor` in promotions.ts.
 */
export const promoFinance = z.object({
  products: z.array(z.enum(["HP", "PCP"])).min(1),
  terms: z.array(z.number().int().positive()).optional(),
  min_term: z.number().int().positive().optional(),
  min_deposit_percent: z.number().min(0).max(100).optional(),
  apr: z.number().min(0).max(99.9).optional(),
  deposit_contribution: z.number().positive().optional(),
});
export type PromoFinance = z.infer<typeof promoFinance>;

export const promo = z.object({
  id: z.number().int(),
  name: z.string(),
  template: z.literal("vehicle-promotion"),
  contents: z.object({
    rules: promoRules,
    heading: z.string(),
    text: z.string(),
    terms: z.string(),
    link: z.string(),
    ends_on: z.string().nullable(),
    /** The finance terms the promotion prices into quotes; null for a promotion that is not a finance offer. */
    finance: promoFinance.nullable().optional(),
  }),
});
export type Promo = z.infer<typeof promo>;
export const promosAnswer = flat(z.array(promo));

export const packageItem = z.object({ name: z.string(), years: z.number().int().positive() });
export const carePackage = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Whole pounds on top of the admin fee; 0 means included. */
  price: z.number().int().nonnegative(),
  summary: z.string(),
  items: z.array(packageItem),
});
export type CarePackage = z.infer<typeof carePackage>;
export const packagesAnswer = nested(z.array(carePackage));

export const adminFee = z.object({
  customer_type: z.string(),
  label: z.string(),
  /** Whole pounds. */
  amount: z.number().int().nonnegative(),
});
export type AdminFee = z.infer<typeof adminFee>;
export const adminFeesAnswer = z.object({
  data: z.object({
    data: z.array(adminFee),
    meta: z.object({ note: z.string(), delivery_note: z.string() }),
  }),
});

export const review = z.object({
  id: z.number().int(),
  name: z.string(),
  town: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** YYYY-MM-DD */
  reviewed_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  department_id: z.number().int().nullable(),
});
export type Review = z.infer<typeof review>;
export const reviewsAnswer = z.object({
  data: z.object({
    data: z.array(review),
    meta: z.object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative() }),
  }),
});

/** One URL for sitemap.xml: a content page or a blog post. */
export const sitemapEntry = z.object({
  type: z.enum(["page", "post"]),
  slug: z.string(),
  /** The site path the entry lives at, e.g. "/finance/zero-deposit-finance" or "/blog/pcp-vs-hp". */
  path: z.string().startsWith("/"),
  /** YYYY-MM-DD */
  updated_at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type SitemapEntry = z.infer<typeof sitemapEntry>;
export const sitemapAnswer = nested(z.array(sitemapEntry));

/** Query of GET /api/pages/search: every word must appear in the page's title, description or copy. */
export const pageSearchQuery = z.object({
  search: z.string().trim().min(1, "Enter something to search for").max(100),
  resultsPerPage: z.coerce.number().int().min(1).max(50).default(10),
});
/** A content page that matches a site search (/search/{term}, docs/product/shell.md#site-search). */
export const pageSearchResult = z.object({
  slug: z.string(),
  /** Where the page lives on the site, e.g. "/finance/zero-deposit-finance". */
  path: z.string().startsWith("/"),
  page_title: z.string(),
  meta_description: z.string(),
});
export type PageSearchResult = z.infer<typeof pageSearchResult>;
export const pageSearchAnswer = z.object({
  data: z.object({
    data: z.array(pageSearchResult),
    meta: z.object({ total: z.number().int().nonnegative() }),
  }),
});
