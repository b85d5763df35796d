import { z } from "zod";
import { blogPost } from "./blog";
import { page } from "./content";
import { flat } from "./envelope";
import { formDefinition } from "./forms";

/** How many posts 'Latest from the Blog' shows: the newest, on content pages and the home page. */
export const LATEST_POSTS = 5;

/**
 * The form a page ends with, as GET /api/form/{id} would have answered for it: its definition, a form the dealer API
 * does not know (404 there), or one it could not read just now (the site says the form cannot be shown).
 */
export const pageForm = z.discriminatedUnion("status", [
  z.object({ status: z.literal("found"), definition: formDefinition }),
  z.object({ status: z.literal("not-found") }),
  z.object({ status: z.literal("unavailable") }),
]);
export type PageForm = z.infer<typeof pageForm>;

/**
 * GET /api/content-pages/{slug}: a content page with what it shows below its own fields, in one answer
 * (docs/decisions/334-page-shaped-answers.md): the page (GET /api/page/{slug}), the form it ends with (`formOfPage`:
 * the one it names, else the general enquiry form) and 'Latest from the Blog' (GET /api/blog/all, the newest
 * `LATEST_POSTS`). An unknown page is a 404, as GET /api/page/{slug} answers.
 */
export const contentPage = z.object({
  page,
  /** null: the page ends with no form (its `form` field is 0). */
  form: pageForm.nullable(),
  /** null: the blog could not be read (the page shows without the block). */
  latest_posts: z.array(blogPost).nullable(),
});
export type ContentPage = z.infer<typeof contentPage>;

export const contentPageAnswer = flat(contentPage);
