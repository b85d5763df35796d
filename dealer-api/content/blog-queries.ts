import { sql, type Selectable } from "kysely";
import type { DealerDb } from "../db/database";
import type { BlogCategory, BlogListQuery, BlogPost, BlogTag, BlogTagCount } from "../contract/blog";
import type { ContentTables } from "./tables";
import { readingMinutes } from "./seed-helpers";

type PostRow = Selectable<ContentTables["blog_posts"]>;

export async function listCategories(db: DealerDb): Promise<BlogCategory[]> {
  const rows = await db
    .selectFrom("blog_categories as c")
    .leftJoin("blog_posts as p", "p.category_id", "c.id")
    .select((eb) => ["c.id", "c.name", "c.slug", eb.fn.count<number>("p.id").as("article_count")])
    .groupBy(["c.id", "c.name", "c.slug", "c.position"])
    .orderBy("c.position")
    .execute();
  return rows.map((row) => ({ ...row, article_count: Number(row.article_count) }));
}

/** The site links categories by slug; older links used the numeric id, so both are accepted. */
export function findCategory(categories: BlogCategory[], key: string): BlogCategory | undefined {
  return categories.find((c) => c.slug === key.toLowerCase() || String(c.id) === key);
}

/** Every tag, by name, with the number of posts that carry it. */
export async function listTags(db: DealerDb): Promise<BlogTagCount[]> {
  const rows = await db
    .selectFrom("blog_tags as t")
    .leftJoin("blog_post_tags as pt", "pt.tag_id", "t.id")
    .select((eb) => ["t.name", "t.slug", eb.fn.count<number>("pt.post_id").as("article_count")])
    .groupBy(["t.id", "t.name", "t.slug"])
    .execute();
  return rows
    .map((row) => ({ ...row, article_count: Number(row.article_count) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

export async function findTagId(db: DealerDb, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("blog_tags")
    .select("id")
    .where("slug", "=", slug.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** `%` and `_` typed by a visitor are literal characters, not wildcards. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface PostFilter {
  categoryId?: number;
  tagId?: number;
  search?: string;
  sticky?: boolean;
}

export async function listPosts(
  db: DealerDb,
  filter: PostFilter,
  page: Pick<BlogListQuery, "page" | "resultsPerPage" | "sort">,
  categories: BlogCategory[],
): Promise<{ posts: BlogPost[]; total: number }> {
  let query = db.selectFrom("blog_posts");
  if (filter.categoryId !== undefined) query = query.where("category_id", "=", filter.categoryId);
  if (filter.tagId !== undefined) {
    const tagged = db.selectFrom("blog_post_tags").select("post_id").where("tag_id", "=", filter.tagId);
    query = query.where("id", "in", tagged);
  }
  if (filter.sticky !== undefined) query = query.where("sticky", "=", filter.sticky ? 1 : 0);
  if (filter.search) {
    // Lower-cased on both sides: SQLite's LIKE ignores (ASCII) case, PostgreSQL's does not (ADR 211).
    const pattern = likePattern(filter.search.toLowerCase());
    query = query.where((eb) =>
      eb.or(
        (["title", "introduction", "article"] as const).map(
          (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const direction = page.sort === "age|asc" ? "asc" : "desc";
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy("published_at", direction)
      .orderBy("id", direction)
      .limit(page.resultsPerPage)
      .offset((page.page - 1) * page.resultsPerPage)
      .execute(),
  ]);
  return { posts: await toPosts(db, rows, categories), total: Number(count.total) };
}

export async function findPost(
  db: DealerDb,
  slug: string,
  categories: BlogCategory[],
): Promise<BlogPost | undefined> {
  const row = await db.selectFrom("blog_posts").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return undefined;
  const [post] = await toPosts(db, [row], categories);
  return post;
}

/** Attaches tags (one query for the whole page of posts) and the category with its article count. */
async function toPosts(db: DealerDb, rows: PostRow[], categories: BlogCategory[]): Promise<BlogPost[]> {
  if (rows.length === 0) return [];
  const tagRows = await db
    .selectFrom("blog_post_tags as pt")
    .innerJoin("blog_tags as t", "t.id", "pt.tag_id")
    .select(["pt.post_id", "t.name", "t.slug"])
    .where(
      "pt.post_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("t.name")
    .execute();
  const tagsByPost = new Map<number, BlogTag[]>();
  for (const { post_id, name, slug } of tagRows) {
    tagsByPost.set(post_id, [...(tagsByPost.get(post_id) ?? []), { name, slug }]);
  }
  return rows.map((row) => {
    const category = categories.find((c) => c.id === row.category_id);
    if (!category) throw new Error(`Blog post ${row.slug} has no category ${row.category_id}`);
    return {
      id: row.id,
      page_slug: row.slug,
      page_title: row.title,
      published_at: { date: row.published_at },
      updated_at: row.updated_at,
      sticky: row.sticky === 1,
      category,
      tags: { data: tagsByPost.get(row.id) ?? [] },
      author: { first_name: row.author_first_name, last_name: row.author_last_name },
      reading_minutes: readingMinutes(row.article),
      contents: {
        introduction: row.introduction,
        main_image: row.main_image,
        main_image_alt: row.main_image_alt,
        article: row.article,
      },
    };
  });
}
