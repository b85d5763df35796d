import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { blogSearchUrl } from "~/lib/blog/listing-query";

/** /blog-search/{query}: the search's 'view more' address, kept working as the blog listing's search. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(blogSearchUrl(params.query ?? ""), 301);
}
