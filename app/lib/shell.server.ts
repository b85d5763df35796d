import type { ShellData } from "~/components/shell/shell-data";
import type { MenuItem } from "@contract/content";
import {
  getDepartments,
  getGroupContact,
  getHeaderPage,
  getListedMakes,
  getMenu,
  getSnippets,
  getSocials,
} from "~/dealer/content.server";
import { orFallback } from "~/dealer/request.server";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import type { VisitorSession } from "~/sessions.server";
import { shownBranch } from "~/lib/contact/branches";

const DEFAULT_LOGO = { url: "/images/logo.svg", alt: "Northway Cars", width: 200, height: 48 };

function logoFrom(data: unknown): ShellData["logo"] {
  if (data && typeof data === "object" && "url" in data && typeof data.url === "string") {
    const logo = data as Partial<ShellData["logo"]>;
    return {
      url: logo.url ?? DEFAULT_LOGO.url,
      alt: logo.alt ?? DEFAULT_LOGO.alt,
      width: logo.width ?? DEFAULT_LOGO.width,
      height: logo.height ?? DEFAULT_LOGO.height,
    };
  }
  return DEFAULT_LOGO;
}

/** A snippet as the page may draw it: editor HTML, sanitised here on the server (none when it is empty). */
const snippetHtml = (content: string | undefined) =>
  content?.trim() ? sanitiseContentHtml(content) : undefined;

/** A snippet shown as text: anything marked up is not text we can show as it is. */
const snippetText = (content: string | undefined) =>
  content?.trim() && !content.includes("<") ? content.trim() : undefined;

/**
 * The menu when the content service cannot give one: the site's own sections, so a shopper is never left without a
 * way round the site (the calls to action beside it are not content).
 */
const FALLBACK_HEADER_MENU: MenuItem[] = [
  { name: "Used Cars", url: "/used/cars/search", children: [] },
  { name: "Finance", url: "/finance", children: [] },
  { name: "Sell My Car", url: "/sell-my-car", children: [] },
  { name: "Contact us", url: "/contact", children: [] },
];

/**
 * The group as the site knows it without the dealer API: the name its titles and logo already carry. Its phone number and
 * e-mail address come only from the dealer API, so none is shown rather than one that may not be the dealer's.
 */
const GROUP_WITHOUT_DEALER_API: ShellData["group"] = { name: "Northway Cars" };

/** The footer's Popular Brands: the makes with most cars listed. */
const POPULAR_BRANDS = 12;

/**
 * The chrome of every page, from the one site content answer (app/dealer/content.server.ts, `getSiteContent`). A part
 * the dealer API could not read degrades that part of the chrome (an empty menu, the header's own fallback) rather
 * than the whole page.
 */
export async function loadShell(session: VisitorSession, signedIn = false): Promise<ShellData> {
  const [header, headerMenu, footerMenu, termLinks, socials, departments, snippets, popularBrands, group] =
    await Promise.all([
      orFallback(getHeaderPage(), undefined),
      orFallback(getMenu("header"), FALLBACK_HEADER_MENU),
      orFallback(getMenu("footer"), []),
      orFallback(getMenu("footer-term-links"), []),
      orFallback(getSocials(), []),
      orFallback(getDepartments(), []),
      orFallback(getSnippets(), {}),
      orFallback(
        getListedMakes().then((makes) =>
          makes.slice(0, POPULAR_BRANDS).map(({ slug, name }) => ({ slug, name })),
        ),
        [],
      ),
      orFallback(getGroupContact(), GROUP_WITHOUT_DEALER_API),
    ]);
  return {
    logo: logoFrom(header?.fields[0]?.data),
    headerMenu,
    footerMenu,
    termLinks,
    socials,
    departments,
    selectedDealer: shownBranch(departments, session.get("selectedDealer")),
    footerHtml: {
      companyInfo: snippetHtml(snippets["company-info"]),
      financialDisclosure: snippetHtml(snippets["financial-disclosure"]),
    },
    heroHeading: snippetText(snippets["home-hero-heading"]),
    favouritesCount: session.get("favourites")?.length ?? 0,
    signedIn,
    popularBrands,
    group,
  };
}
