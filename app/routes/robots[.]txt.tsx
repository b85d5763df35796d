import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "~/lib/env.server";

export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /select-dealer",
    "Disallow: /used/cars/print/",
    "Disallow: /used/cars/provenance/print/",
    "Disallow: /search/",
    "",
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
