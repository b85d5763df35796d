import type { Database } from "better-sqlite3";
import type { DealerDb } from "../db/database";
import { insertRowsInBatches, insertRowsWithSqlite, type SeedTable } from "../db/bulk";
import { branches } from "../branches";
import { menus, type MenuEntry } from "./data/menus";
import { snippets } from "./data/snippets";
import { socials, openingHours, redirects, adminFees, packages } from "./data/site";
import { pages } from "./data/pages";
import { forms, formTerms, optIn } from "./data/forms";
import { blogCategories, blogTags, blogPosts, authors } from "./data/blog";
import { offerCards, promotions, ENDS_PLACEHOLDER } from "./data/offers";
import { reviews } from "./data/reviews";
import { seededRandom, daysBefore, isoDate, offerEndDate } from "./seed-helpers";

export interface SeedContentOptions {
  /** Seed of the deterministic generator (publishing times, page edit dates). */
  seed: number;
  /** Dates (blog posts, reviews, offer end dates) are set relative to this day. */
  today: Date;
}

/** Every authored content table's rows, in the order they are written (a table before those that refer to it). */
export function contentRows(opts: SeedContentOptions): SeedTable[] {
  const random = seededRandom(opts.seed ^ 0xc0ffee);
  return [
    ...siteRows(random, opts.today),
    ...formRows(),
    ...blogRows(random, opts.today),
    ...offerRows(opts.today),
  ];
}

/** Writes every authored content table in one transaction: a failed seed leaves the database unseeded. */
export function seedContent(sqlite: Database, opts: SeedContentOptions): void {
  const tables = contentRows(opts);
  sqlite.transaction(() => {
    for (const table of tables) insertRowsWithSqlite(sqlite, table);
  })();
}

/** `seedContent` through Kysely, for engines other than SQLite (docs/decisions/211-postgresql.md). */
export async function seedContentInBatches(db: DealerDb, opts: SeedContentOptions): Promise<void> {
  const tables = contentRows(opts);
  await db.transaction().execute(async (trx) => {
    for (const table of tables) await insertRowsInBatches(trx, table);
  });
}

export async function contentIsSeeded(db: DealerDb): Promise<boolean> {
  const row = await db
    .selectFrom("content_pages")
    .select((eb) => eb.fn.countAll<number>().as("pages"))
    .executeTakeFirstOrThrow();
  return Number(row.pages) > 0;
}

function siteRows(random: () => number, today: Date): SeedTable[] {
  const contentPages = pages.map((authored) => ({
    slug: authored.slug,
    title: authored.title,
    template: authored.template,
    meta_description: authored.meta_description,
    fields_json: JSON.stringify(Object.entries(authored.fields).map(([slug, data]) => ({ slug, data }))),
    in_sitemap: authored.in_sitemap === false ? 0 : 1,
    updated_at: isoDate(daysBefore(today, 1 + Math.floor(random() * 90))),
  }));

  const menuRows: Record<string, unknown>[] = [];
  let menuId = 0;
  for (const [menu, entries] of Object.entries(menus) as [string, readonly MenuEntry[]][]) {
    entries.forEach((entry, position) => {
      const parentId = ++menuId;
      menuRows.push({ id: parentId, menu, position, name: entry.name, url: entry.url, parent_id: null });
      entry.children?.forEach((child, childPosition) => {
        menuRows.push({
          id: ++menuId,
          menu,
          position: childPosition,
          name: child.name,
          url: child.url,
          parent_id: parentId,
        });
      });
    });
  }

  const departmentColumns = [
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
  ] as const;
  return [
    { table: "content_pages", rows: contentPages },
    { table: "menus", rows: menuRows },
    { table: "snippets", rows: Object.entries(snippets).map(([slug, content]) => ({ slug, content })) },
    {
      table: "socials",
      rows: socials.map((link, position) => ({ site_name: link.site_name, url: link.url, position })),
    },
    {
      table: "departments",
      rows: branches.map((branch) => ({
        ...Object.fromEntries(departmentColumns.map((column) => [column, branch[column]])),
        ...openingHours,
      })),
    },
    {
      table: "redirects",
      rows: redirects.map((row) => ({ from_path: row.from_path, to_url: row.to_url, status: row.status })),
    },
    {
      table: "reviews",
      rows: reviews.map((row, index) => ({
        id: index + 1,
        name: row.name,
        town: row.town,
        rating: row.rating,
        text: row.text,
        reviewed_on: isoDate(daysBefore(today, row.reviewed_days_ago)),
        department_id: row.department_id,
      })),
    },
  ];
}

function formRows(): SeedTable[] {
  return [
    {
      table: "forms",
      rows: forms.map((authored) => ({
        id: authored.id,
        title: authored.title,
        terms_html: formTerms.html,
        terms_label: formTerms.label,
        opt_in_json: JSON.stringify(optIn.channels),
        opt_in_description: optIn.description,
        force_terms: authored.force_terms ? 1 : 0,
        submit_text: authored.submit_text,
      })),
    },
    {
      table: "form_fields",
      rows: forms.flatMap((authored) =>
        authored.fields.map((f, position) => ({
          // Field ids are stable across reseeds: form id × 100 + position.
          id: authored.id * 100 + position + 1,
          form_id: authored.id,
          position,
          name: f.name,
          type: f.type,
          label: f.label,
          placeholder: f.placeholder ?? "",
          required: f.required ? 1 : 0,
          options_json: JSON.stringify(f.options ?? []),
          hint: f.hint ?? null,
          autocomplete: f.autocomplete ?? null,
        })),
      ),
    },
  ];
}

function blogRows(random: () => number, today: Date): SeedTable[] {
  const tagIds = new Map<string, number>(blogTags.map((t, index) => [t.slug, index + 1]));
  const categoryIds = new Map<string, number>(blogCategories.map((c) => [c.slug, c.id]));
  const posts = blogPosts.map((authored, index) => {
    // Published in office hours (07:00-17:59 UTC) on the authored day.
    const minutes = 7 * 60 + Math.floor(random() * 11 * 60);
    const published = new Date(daysBefore(today, authored.published_days_ago).getTime() + minutes * 60_000);
    const author = authors[authored.author];
    return {
      id: index + 1,
      slug: authored.slug,
      title: authored.title,
      category_id: categoryIds.get(authored.category),
      author_first_name: author.first_name,
      author_last_name: author.last_name,
      introduction: authored.introduction,
      main_image: `/images/blog/${authored.slug}.svg`,
      main_image_alt: authored.main_image_alt,
      article: authored.article,
      sticky: authored.sticky ? 1 : 0,
      published_at: published.toISOString(),
      updated_at: isoDate(published),
    };
  });
  return [
    {
      table: "blog_categories",
      rows: blogCategories.map((c, position) => ({ id: c.id, slug: c.slug, name: c.name, position })),
    },
    { table: "blog_tags", rows: blogTags.map((t, index) => ({ id: index + 1, slug: t.slug, name: t.name })) },
    { table: "blog_posts", rows: posts },
    {
      table: "blog_post_tags",
      rows: blogPosts.flatMap((authored, index) =>
        authored.tags.map((slug) => ({ post_id: index + 1, tag_id: tagIds.get(slug) })),
      ),
    },
  ];
}

function offerRows(today: Date): SeedTable[] {
  const ends = offerEndDate(today);
  return [
    {
      table: "offers",
      rows: offerCards.map((card, position) => ({
        id: position + 1,
        slug: card.slug,
        position,
        icon: card.icon,
        icon_text: card.icon_text,
        heading: card.heading,
        text: card.text.replace(ENDS_PLACEHOLDER, ends.label),
        link: card.link,
        btn_text: card.btn_text,
        image: `/images/offers/${card.slug}.svg`,
        vehicle_tag: card.vehicle_tag,
      })),
    },
    {
      table: "promotions",
      rows: promotions.map((p) => ({
        id: p.id,
        name: p.name,
        template: "vehicle-promotion",
        rules_json: JSON.stringify(p.rules),
        heading: p.heading,
        text: p.text,
        terms: p.terms,
        link: p.link,
        ends_on: p.ends ? ends.date : null,
        finance_json: p.finance ? JSON.stringify(p.finance) : null,
      })),
    },
    {
      table: "packages",
      rows: packages.map((p, position) => ({
        id: position + 1,
        slug: p.slug,
        name: p.name,
        position,
        price: p.price,
        summary: p.summary,
        items_json: JSON.stringify(p.items),
      })),
    },
    {
      table: "admin_fees",
      rows: adminFees.map((row, position) => ({
        customer_type: row.customer_type,
        label: row.label,
        amount: row.amount,
        position,
      })),
    },
  ];
}
