import type { Department, MenuItem } from "@contract/content";
import { EmailAddress } from "./EmailAddress";
import { mailtoHref, telHref } from "./contact-links";
import { hasDestination, MenuLink } from "./menu-link";
import type { ShellData } from "./shell-data";
import { SocialLinks } from "./SocialLinks";
import { container, focusRingOnDark } from "./styles";
import { Html } from "~/components/Html";
import { Link } from "@remix-run/react";
import { COOKIE_SETTINGS_PATH } from "~/lib/consent/paths";

const listLink = "footer-link";
const heading = "mb-3 text-lg font-bold text-white";
/** Snippets are editor HTML (sanitised by the loader): style what they may contain. */
const snippetHtml =
  "space-y-2 text-sm leading-relaxed [&_a]:text-white [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold";

/**
 * Every entry of a menu with a destination, parents then their children, without repeats
 * (docs/product/shell.md#footer, Site map).
 */
function flattenMenu(items: MenuItem[]): { name: string; url: string }[] {
  const byUrl = new Map<string, { name: string; url: string }>();
  for (const entry of items.flatMap((item) => [item, ...item.children])) {
    if (hasDestination(entry.url) && !byUrl.has(entry.url))
      byUrl.set(entry.url, { name: entry.name, url: entry.url });
  }
  return [...byUrl.values()];
}

/** The site footer (docs/product/shell.md#footer): drawn from content and the chosen branch. */
export function Footer({ shell }: { shell: ShellData }) {
  const content: FooterContentProps = {
    selected: shell.selectedDealer,
    group: shell.group,
    socials: shell.socials,
    footerMenu: shell.footerMenu,
    termLinks: shell.termLinks,
    popularBrands: shell.popularBrands,
    footerHtml: shell.footerHtml,
    year: new Date().getFullYear(),
  };
  return (
    <footer className="bg-brand-dark text-white">
      <FooterContent {...content} />
    </footer>
  );
}

type FooterContentProps = Pick<
  ShellData,
  "group" | "socials" | "footerMenu" | "termLinks" | "popularBrands" | "footerHtml"
> & { selected: Department | undefined; year: number };

function FooterContent({
  selected,
  group,
  socials,
  footerMenu,
  termLinks,
  popularBrands,
  footerHtml,
  year,
}: FooterContentProps) {
  const telephone = selected?.telephone ?? group.telephone;
  const email = selected?.email ?? group.email;
  const { companyInfo, financialDisclosure: disclosure } = footerHtml;

  return (
    <>
      <div className={`${container} grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4`}>
        <div>
          <h2 className={heading}>Get In Touch</h2>
          <dl className="space-y-2">
            {telephone ? (
              <div>
                <dt className="text-sm text-white/80">Call {selected?.name ?? group.name}</dt>
                <dd>
                  <a href={telHref(telephone)} className={`text-xl font-bold ${listLink}`}>
                    {telephone}
                  </a>
                </dd>
              </div>
            ) : null}
            {email ? (
              <div>
                <dt className="text-sm text-white/80">Email</dt>
                <dd>
                  <a
                    href={mailtoHref(email)}
                    aria-label={email}
                    className={`[overflow-wrap:anywhere] ${listLink}`}
                  >
                    <EmailAddress email={email} />
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-4">
            <SocialLinks
              socials={socials}
              owner={group.name}
              linkClassName={`bg-white/10 text-white hover:bg-white/20 ${focusRingOnDark}`}
            />
          </div>
        </div>

        <div>
          <h2 className={heading}>Site Map</h2>
          <nav aria-label="Footer">
            <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-1">
              {flattenMenu(footerMenu).map((entry) => (
                <li key={entry.url}>
                  <MenuLink url={entry.url} className={listLink}>
                    {entry.name}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        {popularBrands.length > 0 && (
          <div>
            <h2 className={heading}>Popular Brands</h2>
            <ul className="grid grid-cols-2 gap-x-4">
              {popularBrands.map((brand) => (
                <li key={brand.slug}>
                  <Link to={`/used/cars/search?make=${encodeURIComponent(brand.slug)}`} className={listLink}>
                    {brand.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}

        {companyInfo && (
          <div>
            <h2 className={heading}>Company Info</h2>
            <Html as="div" className={snippetHtml} html={companyInfo} />
          </div>
        )}
      </div>

      {disclosure && (
        <div className="border-t border-white/20">
          <div className={`${container} py-8`}>
            <h2 className={heading}>Financial Disclosure</h2>
            <Html as="div" className={`${snippetHtml} text-white/90`} html={disclosure} />
          </div>
        </div>
      )}

      <div className="border-t border-white/20">
        <div
          className={`${container} flex flex-col gap-4 py-6 text-sm lg:flex-row lg:items-center lg:justify-between`}
        >
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6">
              {termLinks
                .filter((entry) => hasDestination(entry.url))
                .map((entry) => (
                  <li key={entry.url}>
                    <MenuLink url={entry.url} className={listLink}>
                      {entry.name}
                    </MenuLink>
                  </li>
                ))}
              <li>
                <Link to={COOKIE_SETTINGS_PATH} className={listLink}>
                  Cookie settings
                </Link>
              </li>
              <li>
                <a href="/sitemap.xml" className={listLink}>
                  Sitemap
                </a>
              </li>
            </ul>
          </nav>
          <p className="text-white/80">
            © <span suppressHydrationWarning>{year}</span> {group.name}. All rights reserved.
          </p>
        </div>
      </div>
    </>
  );
}
