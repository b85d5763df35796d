import { blogPosts } from "../content/data/blog";
import { offerCards } from "../content/data/offers";
import { pages } from "../content/data/pages";
import { blogSvg } from "./blog-art";
import { offerSvg } from "./offer-art";
import { bodyTypes } from "./body-types";
import { faviconIco, faviconSvg, logoSvg } from "./brand";
import { bodyTypeIcon, bodyTypeIconPath } from "./icons";
import { placeholderSvg } from "./placeholder";

/**
 * Every generated file that ships in public/, by path relative to public/. Generated rather than drawn by hand so the
 * icons, placeholder and blog pictures share the illustrations' shapes; `write-public-images.ts` writes them, and a
 * test checks the committed copies are current.
 */
export function publicImages(): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  for (const bodyType of bodyTypes) {
    for (const active of [false, true])
      files.set(bodyTypeIconPath(bodyType, active), bodyTypeIcon(bodyType, active));
  }
  files.set("images/logo.svg", logoSvg());
  files.set("images/placeholder-car.svg", `${placeholderSvg("medium")}\n`);
  files.set("favicon.svg", faviconSvg());
  files.set("favicon.ico", faviconIco());
  for (const post of blogPosts)
    files.set(`images/blog/${post.slug}.svg`, `${blogSvg(post.slug, post.main_image_alt)}\n`);
  for (const card of offerCards)
    files.set(
      `images/offers/${card.slug}.svg`,
      `${offerSvg({ slug: card.slug, icon: card.icon, iconText: card.icon_text, title: card.heading })}\n`,
    );
  for (const [path, alt] of pageArtFiles()) files.set(path, `${blogSvg(path, alt)}\n`);
  return files;
}

/** The content pages' pictures (`hero_image`, `header_image`) that live in public/images/pages, by path. */
function pageArtFiles(): Map<string, string> {
  const art = new Map<string, string>();
  for (const page of pages) {
    for (const name of ["hero_image", "header_image"]) {
      const image = page.fields[name] as { url?: unknown; alt?: unknown } | undefined;
      if (
        typeof image?.url === "string" &&
        image.url.startsWith("/images/pages/") &&
        typeof image.alt === "string"
      )
        art.set(image.url.slice(1), image.alt);
    }
  }
  return art;
}
