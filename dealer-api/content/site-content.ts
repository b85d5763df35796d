import type { Kysely } from "kysely";
import {
  menuName,
  type Department,
  type MenuItem,
  type MenuName,
  type Page,
  type Promo,
  type Snippet,
  type SocialLink,
} from "../contract/content";
import type { SiteContent } from "../contract/site-content";
import type { DB, DealerDb } from "../db/database";
import { fromJson } from "./http";
import { contentQueries, jsonArrays, rowsOf, SNIPPETS_LISTED } from "./page-content";
import { promotionsFrom, promotionsQuery } from "./promotions";

/**
 * The content every page of the site shows, and how each part is shaped: the pages, the menus, the social links and the
 * branches. Their endpoints (site-routes.ts) answer with the same queries and functions; GET /api/site-content
 * (site-content/routes.ts) reads them all in one statement (readSiteContent).
 */

/** The pages every page of the site reads: the header (its logo) and the search page (its listing rule). */
export const SITE_PAGES = { header: "header", searchPage: "used-cars-search" } as const;

interface PageRow {
  slug: string;
  title: string;
  template: string;
  meta_description: string;
  fields_json: string;
}

interface MenuRow {
  menu: string;
  id: number;
  name: string;
  url: string;
  parent_id: number | null;
}

export const siteQueries = {
  pages: (db: Kysely<DB>, slugs: readonly string[]) =>
    db
      .selectFrom("content_pages")
      .select(["slug", "title", "template", "meta_description", "fields_json"])
      .where("slug", "in", [...slugs]),
  /** Every item of the menus named, in each menu's order. */
  menuRows: (db: Kysely<DB>, menus: readonly MenuName[]) =>
    db
      .selectFrom("menus")
      .select(["menu", "id", "name", "url", "parent_id"])
      .where("menu", "in", [...menus])
      .orderBy("position")
      .orderBy("id"),
  socials: (db: Kysely<DB>) => db.selectFrom("socials").select(["site_name", "url"]).orderBy("position"),
  departments: (db: Kysely<DB>) =>
    db
      .selectFrom("departments")
      .select([
        "id",
        "code",
        "slug",
        "name",
        "line1",
        "city_town",
        "postcode",
        "telephone",
        "email",
        "latitude",
        "longitude",
        "monday_time_open",
        "monday_time_closed",
        "saturday_time_open",
        "saturday_time_closed",
        "sunday_time_open",
        "sunday_time_closed",
      ])
      .orderBy("name"),
};

export function pageFrom(row: PageRow): Page {
  return {
    slug: row.slug,
    page_title: row.title,
    template: row.template as Page["template"],
    meta_description: row.meta_description,
    fields: fromJson<Page["fields"]>(row.fields_json),
  };
}

/** One menu's items, each top-level item with its children (rows in the menu's order). */
export function menuItemsFrom(rows: readonly MenuRow[], menu: MenuName): MenuItem[] {
  const own = rows.filter((row) => row.menu === menu);
  return own
    .filter((row) => row.parent_id === null)
    .map((parent) => ({
      name: parent.name,
      url: parent.url,
      children: own.filter((row) => row.parent_id === parent.id).map(({ name, url }) => ({ name, url })),
    }));
}

/** The site content's parts that are the dealer's content (the group's contact and the makes are added to them). */
export type SiteContentParts = Pick<
  SiteContent,
  "header" | "search_page" | "menus" | "socials" | "departments" | "snippets"
> & {
  /** The vehicle promotions, which price the finance counts the makes are counted with. */
  promotions: Promo[];
};

/** Every part of `SiteContentParts` in one statement (each a JSON array of its rows): one database round trip. */
export async function readSiteContent(db: DealerDb): Promise<SiteContentParts> {
  const array = jsonArrays(db);
  const row = await db
    .selectNoFrom([
      array(siteQueries.pages(db, Object.values(SITE_PAGES))).as("pages"),
      array(siteQueries.menuRows(db, menuName.options)).as("menus"),
      array(siteQueries.socials(db)).as("socials"),
      array(siteQueries.departments(db)).as("departments"),
      array(contentQueries.snippets(db, SNIPPETS_LISTED)).as("snippets"),
      array(promotionsQuery(db)).as("promotions"),
    ])
    .executeTakeFirstOrThrow();
  const pages = rowsOf<PageRow>(row.pages).map(pageFrom);
  const pageOf = (slug: string) => pages.find((page) => page.slug === slug) ?? null;
  const menuRows = rowsOf<MenuRow>(row.menus);
  return {
    header: pageOf(SITE_PAGES.header),
    search_page: pageOf(SITE_PAGES.searchPage),
    menus: {
      header: menuItemsFrom(menuRows, "header"),
      footer: menuItemsFrom(menuRows, "footer"),
      "footer-term-links": menuItemsFrom(menuRows, "footer-term-links"),
    },
    socials: rowsOf<SocialLink>(row.socials),
    departments: rowsOf<Department>(row.departments),
    snippets: rowsOf<Snippet>(row.snippets),
    promotions: promotionsFrom(rowsOf(row.promotions)),
  };
}
