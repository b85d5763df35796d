import type { Database } from "better-sqlite3";
import type { DealerDb } from "../db/database";
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

/** Writes every authored content table in one transaction: a failed seed leaves the database unseeded. */
export function seedContent(sqlite: Database, opts: SeedContentOptions): void {
  const random = seededRandom(opts.seed ^ 0xc0ffee);
  sqlite.transaction(() => {
    seedSite(sqlite, random, opts.today);
    seedForms(sqlite);
    seedBlog(sqlite, random, opts.today);
    seedOffers(sqlite, opts.today);
  })();
}

export async function contentIsSeeded(db: DealerDb): Promise<boolean> {
  const row = await db
    .selectFrom("content_pages")
    .select((eb) => eb.fn.countAll<number>().as("pages"))
    .executeTakeFirstOrThrow();
  return Number(row.pages) > 0;
}

function seedSite(sqlite: Database, random: () => number, today: Date) {
  const page = sqlite.prepare(
    `insert into content_pages (slug, title, template, meta_description, fields_json, in_sitemap, updated_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const authored of pages) {
    const fields = Object.entries(authored.fields).map(([slug, data]) => ({ slug, data }));
    const updated = isoDate(daysBefore(today, 1 + Math.floor(random() * 90)));
    page.run(
      authored.slug,
      authored.title,
      authored.template,
      authored.meta_description,
      JSON.stringify(fields),
      authored.in_sitemap === false ? 0 : 1,
      updated,
    );
  }

  const menuRow = sqlite.prepare(
    "insert into menus (id, menu, position, name, url, parent_id) values (?, ?, ?, ?, ?, ?)",
  );
  let menuId = 0;
  for (const [menu, entries] of Object.entries(menus) as [string, readonly MenuEntry[]][]) {
    entries.forEach((entry, position) => {
      const parentId = ++menuId;
      menuRow.run(parentId, menu, position, entry.name, entry.url, null);
      entry.children?.forEach((child, childPosition) => {
        menuRow.run(++menuId, menu, childPosition, child.name, child.url, parentId);
      });
    });
  }

  const snippet = sqlite.prepare("insert into snippets (slug, content) values (?, ?)");
  for (const [slug, content] of Object.entries(snippets)) snippet.run(slug, content);

  const social = sqlite.prepare("insert into socials (site_name, url, position) values (?, ?, ?)");
  socials.forEach((link, position) => social.run(link.site_name, link.url, position));

  const department = sqlite.prepare(
    `insert into departments (id, code, slug, name, line1, city_town, postcode, telephone, email, latitude, longitude,
       monday_time_open, monday_time_closed, saturday_time_open, saturday_time_closed, sunday_time_open, sunday_time_closed)
     values (@id, @code, @slug, @name, @line1, @city_town, @postcode, @telephone, @email, @latitude, @longitude,
       @monday_time_open, @monday_time_closed, @saturday_time_open, @saturday_time_closed, @sunday_time_open,
       @sunday_time_closed)`,
  );
  for (const branch of branches) department.run({ ...branch, ...openingHours });

  const redirect = sqlite.prepare("insert into redirects (from_path, to_url, status) values (?, ?, ?)");
  for (const row of redirects) redirect.run(row.from_path, row.to_url, row.status);

  const review = sqlite.prepare(
    "insert into reviews (id, name, town, rating, text, reviewed_on, department_id) values (?, ?, ?, ?, ?, ?, ?)",
  );
  reviews.forEach((row, index) => {
    const reviewedOn = isoDate(daysBefore(today, row.reviewed_days_ago));
    review.run(index + 1, row.name, row.town, row.rating, row.text, reviewedOn, row.department_id);
  });
}

function seedForms(sqlite: Database) {
  const form = sqlite.prepare(
    `insert into forms (id, title, terms_html, terms_label, opt_in_json, opt_in_description, force_terms, submit_text)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const field = sqlite.prepare(
    `insert into form_fields (id, form_id, position, name, type, label, placeholder, required, options_json, hint,
       autocomplete) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const authored of forms) {
    form.run(
      authored.id,
      authored.title,
      formTerms.html,
      formTerms.label,
      JSON.stringify(optIn.channels),
      optIn.description,
      authored.force_terms ? 1 : 0,
      authored.submit_text,
    );
    authored.fields.forEach((f, position) => {
      // Field ids are stable across reseeds: form id × 100 + position.
      field.run(
        authored.id * 100 + position + 1,
        authored.id,
        position,
        f.name,
        f.type,
        f.label,
        f.placeholder ?? "",
        f.required ? 1 : 0,
        JSON.stringify(f.options ?? []),
        f.hint ?? null,
        f.autocomplete ?? null,
      );
    });
  }
}

function seedBlog(sqlite: Database, random: () => number, today: Date) {
  const category = sqlite.prepare(
    "insert into blog_categories (id, slug, name, position) values (?, ?, ?, ?)",
  );
  blogCategories.forEach((c, position) => category.run(c.id, c.slug, c.name, position));
  const tag = sqlite.prepare("insert into blog_tags (id, slug, name) values (?, ?, ?)");
  const tagIds = new Map<string, number>();
  blogTags.forEach((t, index) => {
    tag.run(index + 1, t.slug, t.name);
    tagIds.set(t.slug, index + 1);
  });
  const categoryIds = new Map<string, number>(blogCategories.map((c) => [c.slug, c.id]));

  const post = sqlite.prepare(
    `insert into blog_posts (id, slug, title, category_id, author_first_name, author_last_name, introduction, main_image,
       main_image_alt, article, sticky, published_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const postTag = sqlite.prepare("insert into blog_post_tags (post_id, tag_id) values (?, ?)");
  blogPosts.forEach((authored, index) => {
    const id = index + 1;
    // Published in office hours (07:00-17:59 UTC) on the authored day.
    const minutes = 7 * 60 + Math.floor(random() * 11 * 60);
    const published = new Date(daysBefore(today, authored.published_days_ago).getTime() + minutes * 60_000);
    const author = authors[authored.author];
    post.run(
      id,
      authored.slug,
      authored.title,
      categoryIds.get(authored.category),
      author.first_name,
      author.last_name,
      authored.introduction,
      `/images/blog/${authored.slug}.svg`,
      authored.main_image_alt,
      authored.article,
      authored.sticky ? 1 : 0,
      published.toISOString(),
      isoDate(published),
    );
    for (const slug of authored.tags) postTag.run(id, tagIds.get(slug));
  });
}

function seedOffers(sqlite: Database, today: Date) {
  const ends = offerEndDate(today);
  const offer = sqlite.prepare(
    `insert into offers (id, slug, position, icon, icon_text, heading, text, link, btn_text, image, vehicle_tag)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  offerCards.forEach((card, position) => {
    const text = card.text.replace(ENDS_PLACEHOLDER, ends.label);
    const image = `/images/offers/${card.slug}.svg`;
    offer.run(
      position + 1,
      card.slug,
      position,
      card.icon,
      card.icon_text,
      card.heading,
      text,
      card.link,
      card.btn_text,
      image,
      card.vehicle_tag,
    );
  });

  const promotion = sqlite.prepare(
    `insert into promotions (id, name, template, rules_json, heading, text, terms, link, ends_on, finance_json)
     values (?, ?, 'vehicle-promotion', ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const p of promotions) {
    promotion.run(
      p.id,
      p.name,
      JSON.stringify(p.rules),
      p.heading,
      p.text,
      p.terms,
      p.link,
      p.ends ? ends.date : null,
      p.finance ? JSON.stringify(p.finance) : null,
    );
  }

  const pack = sqlite.prepare(
    "insert into packages (id, slug, name, position, price, summary, items_json) values (?, ?, ?, ?, ?, ?, ?)",
  );
  packages.forEach((p, position) => {
    pack.run(position + 1, p.slug, p.name, position, p.price, p.summary, JSON.stringify(p.items));
  });

  const fee = sqlite.prepare(
    "insert into admin_fees (customer_type, label, amount, position) values (?, ?, ?, ?)",
  );
  adminFees.forEach((row, position) => fee.run(row.customer_type, row.label, row.amount, position));
}
