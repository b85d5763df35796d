import type { Page } from "@contract/content";
import { loadFormView, returnPath, type FormLoad } from "~/lib/forms/load.server";
import { loadPageExample, type PageExampleView } from "~/lib/finance/page-example.server";
import { loadLatestPosts } from "~/lib/blog/latest-posts.server";
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

/** Everything a content page shows, its form and finance example loaded in parallel. */
export async function loadContentPage(page: Page, request: Request): Promise<LoadedContentPage> {
  const view = toContentPageView(page);
  const [enquiry, financeExample, latestPosts] = await Promise.all([
    view.formId ? loadFormView(view.formId, { redirectTo: returnPath(request) }) : null,
    view.financeExample ? loadPageExample(new URL(request.url).searchParams) : null,
    loadLatestPosts(),
  ]);
  return { page: view, enquiry, financeExample, latestPosts };
}
