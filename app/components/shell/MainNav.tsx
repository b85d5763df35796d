import type { MenuItem } from "@contract/content";
import { ChevronDownIcon } from "~/components/icons";
import { hasDestination, MenuLink } from "./menu-link";
import { bareSummary, focusRing } from "./styles";

/**
 * The header's two calls to action, after the content-managed menu: the end of the menu on narrow screens, the end of
 * the bar on wide ones (one copy of each link in the page).
 */
export const CALLS_TO_ACTION = [
  { name: "Can I get credit?", url: "/can-i-get-credit" },
  { name: "Source my car", url: "/source-my-car" },
];

interface MainNavProps {
  id: string;
  items: MenuItem[];
  /** Where the header places it: a drop-down list on narrow screens, a bar from the nav breakpoint (Header.tsx). */
  className: string;
}

/**
 * The primary navigation, once in the page: stacked on narrow screens (sub-menus expand in place), one row with
 * drop-down sub-menus from the nav breakpoint. A top-level item with children is a <details> whose <summary> names the
 * section, so the sub-menu opens by click, tap, Enter or Space without JavaScript; the item's own page is the
 * sub-menu's first link.
 */
export function MainNav({ id, items, className }: MainNavProps) {
  const topLinkBase = `flex min-h-11 items-center gap-1 rounded px-3 font-semibold nav:px-2 xl:px-3 hover:bg-brand-light hover:text-brand-dark ${focusRing}`;
  const topLink = `${topLinkBase} text-gray-900`;
  return (
    <nav id={id} aria-label="Main" className={className}>
      <ul className="flex flex-col divide-y divide-gray-200 py-2 nav:flex-1 nav:flex-row nav:flex-wrap nav:items-center nav:divide-y-0 nav:py-0">
        {items.map((item) => (
          <li key={`${item.name}-${item.url}`} className="nav:relative">
            {item.children.length === 0 ? (
              <MenuLink url={item.url} className={topLink}>
                {item.name}
              </MenuLink>
            ) : (
              <details data-disclosure="submenu" name="submenu" className="group/submenu">
                <summary className={`${bareSummary} ${topLink} justify-between nav:justify-start`}>
                  {item.name}
                  <ChevronDownIcon className="h-4 w-4 transition-transform group-open/submenu:rotate-180 motion-reduce:transition-none" />
                </summary>
                <ul className="pb-2 pl-4 nav:absolute nav:left-0 nav:top-full nav:z-50 nav:mt-1 nav:w-64 nav:rounded-md nav:bg-white nav:p-2 nav:shadow-lg nav:ring-1 nav:ring-black/10">
                  {hasDestination(item.url) && (
                    <li>
                      <SubLink url={item.url}>{item.name}</SubLink>
                    </li>
                  )}
                  {item.children.map((child) => (
                    <li key={`${child.name}-${child.url}`}>
                      <SubLink url={child.url}>{child.name}</SubLink>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
        {CALLS_TO_ACTION.map((link, index) => (
          <li key={link.url} className={index === 0 ? "nav:ml-auto" : undefined}>
            <MenuLink
              url={link.url}
              className={`${topLinkBase} text-brand ${
                index === 0
                  ? "nav:bg-accent nav:text-white nav:hover:bg-accent-dark nav:hover:text-white"
                  : ""
              }`}
            >
              {link.name}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SubLink({ url, children }: { url: string; children: React.ReactNode }) {
  return (
    <MenuLink url={url} className="menu-link">
      {children}
    </MenuLink>
  );
}
