import type { ContentPage } from "@contract/content-page";
import { pageFormView, returnPath, type FormLoad } from "~/lib/forms/load.server";
import { loadPageExample, type PageExampleView } from "~/lib/finance/page-example.server";
import { latestPostCards } from "~/lib/blog/latest-posts.server";
import type { BlogCard } from "~/lib/blog/posts";
import { toContentPageView, type ContentPageView } from "./content-page.server";

export interface LoadedContentPage {
  page: ContentPageView;
  /** The form the page ends with (none for a page whose `form` is 0). */
  enquiry: FormLoad | null;
  financeExample: PageExampleView | null;
  /** 'Latest from the Blog' (empty when the blog cannot be had: the page shows without it). */
  latestPosts: BlogCard[];
}

/**
 * Everything a content page shows, from its answer (GET /api/content-pages/{slug}: the page, its form and the latest
 * posts, app/dealer/content.server.ts `getContentPage`), and its finance example, loaded beside them.
 */
export async function loadContentPage(answer: ContentPage, request: Request): Promise<LoadedContentPage> {
  const view = toContentPageView(answer.page);
  const [enquiry, financeExample, latestPosts] = await Promise.all([
    view.formId && answer.form
      ? pageFormView(answer.form, view.formId, { redirectTo: returnPath(request) })
      : null,
    view.financeExample ? loadPageExample(new URL(request.url).searchParams) : null,
    latestPostCards(answer.latest_posts),
  ]);
  return { page: view, enquiry, financeExample, latestPosts };
}
