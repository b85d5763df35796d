import { getEnv } from "~/lib/env.server";

export function loader() {
  const { SITE_URL } = getEnv();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /select-dealer",
    "Disallow: /used/cars/print/",
    "Disallow: /used/cars/provenance/print/",
    "Disallow: /search/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", SITE_URL).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
