import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageLoader } from "~/dealer/errors";
import { loadArticlePage } from "~/lib/blog/article.server";
import { publicOrigin } from "~/lib/env.server";
import { articleSlug } from "~/lib/blog/listing-query";
import { getVisitorSession } from "~/sessions.server";
import { ArticlePage } from "~/components/blog/ArticlePage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/** /blog/{page_slug}: an article. A slug in capitals is redirected to its lower-case address; an unknown one is a 404. */
export const loader = pageLoader(async ({ request, params }: LoaderFunctionArgs) => {
  const slug = articleSlug(params.slug ?? "");
  if (!slug) throw new Response(null, { status: 404 });
  if (slug !== params.slug) return redirect(`/blog/${slug}`, 301);
  const session = await getVisitorSession(request);
  return json(await loadArticlePage(slug, session, publicOrigin(request)));
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  const { article } = data;
  return [
    { title: `${article.title} | Blog | Northway Cars` },
    { name: "description", content: article.introduction },
    { property: "og:title", content: article.title },
    { property: "og:type", content: "article" },
  ];
};

export default function BlogArticle() {
  return <ArticlePage page={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
