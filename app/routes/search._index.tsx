import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

/** The header's site search box without JavaScript: `/search?q=term` becomes `/search/term`. */
export function loader({ request }: LoaderFunctionArgs) {
  const term = new URL(request.url).searchParams.get("q")?.trim();
  if (!term) return redirect("/used/cars/search");
  return redirect(`/search/${encodeURIComponent(term)}`);
}
