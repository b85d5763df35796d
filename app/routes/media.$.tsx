import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchMedia } from "~/dealer/media.server";

/** Vehicle pictures and blog images come from the dealer API; the browser only ever talks to the site. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return fetchMedia(`/media/${params["*"] ?? ""}`, request);
}
