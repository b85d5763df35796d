import { z } from "zod";
import {
  department,
  groupContact,
  type GroupContact,
  menuItem,
  page,
  redirectAnswer,
  snippet,
  socialLink,
  socialsRecord,
  type Department,
  type MenuItem,
  type Page,
  type SocialLink,
  sitemapAnswer,
  type SitemapEntry,
  pageSearchAnswer,
  type PageSearchResult,
} from "@contract/content";
import { flat, nested } from "@contract/envelope";
import { callDealerApi, dealerPath } from "./request.server";
import { keptContent } from "~/lib/cache.server";

export type MenuName = "header" | "footer" | "footer-term-links";

export function getMenu(name: MenuName): Promise<MenuItem[]> {
  return keptContent(`menu:${name}`, async () => {
    const answer = await callDealerApi(dealerPath`/api/menu/${name}`, { schema: nested(z.array(menuItem)) });
    return answer.data.data;
  });
}

export function getSnippets(): Promise<Record<string, string>> {
  return keptContent("snippets", async () => {
    const answer = await callDealerApi("/api/v2/content/snippet", {
      query: { "pageOptions[resultsPerPage]": 50 },
      schema: nested(z.array(snippet)),
    });
    return Object.fromEntries(answer.data.data.map((item) => [item.slug, item.content]));
  });
}

export function getSocials(): Promise<SocialLink[]> {
  return keptContent("socials", async () => {
    const answer = await callDealerApi("/content/socials", { schema: nested(z.array(socialsRecord)) });
    const record = answer.data.data[0];
    if (!record) return [];
    return z.array(socialLink).parse(JSON.parse(record.contents.social_site));
  });
}

export function getDepartments(): Promise<Department[]> {
  return keptContent("departments", async () => {
    const answer = await callDealerApi("/api/departments", {
      method: "POST",
      body: {},
      schema: nested(z.array(department)),
    });
    return [...answer.data.data].sort((a, b) => a.name.localeCompare(b.name));
  });
}

/** The group's own name, phone number and e-mail address: what a shopper who has chosen no branch is shown. */
export function getGroupContact(): Promise<GroupContact> {
  return keptContent("group", async () => {
    const answer = await callDealerApi("/api/group", { schema: flat(groupContact) });
    return answer.data;
  });
}

export function getPage(slug: string): Promise<Page> {
  return keptContent(`page:${slug}`, async () => {
    const answer = await callDealerApi(dealerPath`/api/page/${slug}`, { schema: flat(page) });
    return answer.data;
  });
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
