import {
  type GroupContact,
  page,
  redirectAnswer,
  type Department,
  type MenuItem,
  type Page,
  type SocialLink,
  sitemapAnswer,
  type SitemapEntry,
  pageSearchAnswer,
  type PageSearchResult,
} from "@contract/content";
import {
  siteContentAnswer,
  type ListedMake,
  type SiteContent,
  type StockVocabulary,
} from "@contract/site-content";
import { flat } from "@contract/envelope";
import { contentPageAnswer, type ContentPage } from "@contract/content-page";
import { homePageAnswer, type HomePage } from "@contract/home-page";
import { callDealerApi, dealerPath } from "./request.server";
import { DealerApiError } from "./errors";
import { keptContent } from "~/lib/cache.server";

export type MenuName = "header" | "footer" | "footer-term-links";

/**
 * GET /api/site-content: what every page shows around its own content, in one call (docs/decisions/334): kept a
 * minute, and served while it refreshes (app/lib/cache.server.ts, `content`). The parts below read it, so every
 * caller of one of them on any page shares this one call.
 */
export function getSiteContent(): Promise<SiteContent> {
  return keptContent("site-content", async () => {
    const answer = await callDealerApi("/api/site-content", { schema: siteContentAnswer });
    return answer.data;
  });
}

/** A part of the site content, or the failure its own call would have been: the dealer API could not read it. */
async function siteContentPart<K extends keyof SiteContent>(part: K): Promise<Exclude<SiteContent[K], null>> {
  const value = (await getSiteContent())[part];
  if (value === null)
    throw new DealerApiError("unavailable", "/api/site-content", `The dealer API could not read its ${part}`);
  return value as Exclude<SiteContent[K], null>;
}

export async function getMenu(name: MenuName): Promise<MenuItem[]> {
  return (await siteContentPart("menus"))[name];
}

export async function getSnippets(): Promise<Record<string, string>> {
  return Object.fromEntries((await siteContentPart("snippets")).map((item) => [item.slug, item.content]));
}

export function getSocials(): Promise<SocialLink[]> {
  return siteContentPart("socials");
}

export async function getDepartments(): Promise<Department[]> {
  return [...(await siteContentPart("departments"))].sort((a, b) => a.name.localeCompare(b.name));
}

/** The group's own name, phone number and e-mail address: what a shopper who has chosen no branch is shown. */
export function getGroupContact(): Promise<GroupContact> {
  return siteContentPart("group");
}

/** The `header` page, which every page's logo is drawn from (failing as GET /api/page/header would). */
export function getHeaderPage(): Promise<Page> {
  return siteContentPart("header");
}

/** The `used-cars-search` page: the results page's copy, and the rules that say which cars every list shows. */
export function getSearchPage(): Promise<Page> {
  return siteContentPart("search_page");
}

/** Every make with a car listed, most cars first: the footer's popular brands, the home page's makes. */
export function getListedMakes(): Promise<ListedMake[]> {
  return siteContentPart("makes");
}

/**
 * The makes, models, branches and versions of the cars the search page lists (its listing rule), by slug: what the
 * results page and the home page's hero read a URL's values against before they ask for cars.
 */
export function getListedVocabulary(): Promise<StockVocabulary> {
  return siteContentPart("vocabulary");
}

export function getPage(slug: string): Promise<Page> {
  return keptContent(`page:${slug}`, async () => {
    const answer = await callDealerApi(dealerPath`/api/page/${slug}`, { schema: flat(page) });
    return answer.data;
  });
}

/**
 * GET /api/content-pages/{slug}: a content page with the form it ends with and 'Latest from the Blog', in one call
 * (docs/decisions/334-page-shaped-answers.md), kept a minute and served while it refreshes (app/lib/cache.server.ts,
 * `content`). Throws not-found for an unknown page, as GET /api/page/{slug} does.
 */
export function getContentPage(slug: string): Promise<ContentPage> {
  return keptContent(`content-page:${slug}`, async () => {
    const answer = await callDealerApi(dealerPath`/api/content-pages/${slug}`, { schema: contentPageAnswer });
    return answer.data;
  });
}

/**
 * GET /api/home-page: the home page's reviews, offer cards, latest posts and cars on offer, in one call (ADR 334). Not
 * kept: it carries cars and their prices, which no cache of the site holds (app/lib/cache.server.ts).
 */
export async function getHomePage(): Promise<HomePage> {
  const answer = await callDealerApi("/api/home-page", { schema: homePageAnswer });
  return answer.data;
}

/** Where a legacy path now lives, if the dealer recorded one. */
export async function lookupRedirect(path: string): Promise<{ status: number; url: string }> {
  const answer = await callDealerApi("/api/redirect", {
    query: { slug: path },
    schema: flat(redirectAnswer),
  });
  return answer.data;
}

/** A page field's data by slug. */
export function pageField(content: Page, slug: string): unknown {
  return content.fields.find((field) => field.slug === slug)?.data;
}

/** Content pages and blog posts for sitemap.xml. */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const answer = await callDealerApi("/api/sitemap/pages", { schema: sitemapAnswer });
  return answer.data.data;
}

/** GET /api/pages/search: content pages holding every word of a site search, best first. */
export async function searchPages(
  search: string,
  resultsPerPage = 10,
): Promise<{ pages: PageSearchResult[]; total: number }> {
  const answer = await callDealerApi("/api/pages/search", {
    query: { search, resultsPerPage },
    schema: pageSearchAnswer,
  });
  return { pages: answer.data.data, total: answer.data.meta.total };
}
