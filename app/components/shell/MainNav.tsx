import type { MenuItem } from "../../../dealer-api/contract/content";
import { ChevronDownIcon } from "~/components/icons";
import { hasDestination, MenuLink } from "./menu-link";
import { bareSummary, focusRing, focusRingOnDark } from "./styles";

/**
 * The header's two calls to action beside the content-managed menu. On wide screens they sit in the top bar
 * (HeaderLinks), so the menu bar keeps to one row from the 1110 px breakpoint up; on narrow screens they end the menu.
 */
export const CALLS_TO_ACTION = [
  { name: "Can I get credit?", url: "/can-i-get-credit" },
  { name: "Source my car", url: "/source-my-car" },
];

interface MainNavProps {
  items: MenuItem[];
  /** "bar": one row with drop-down sub-menus (wide screens); "stacked": the mobile menu, sub-menus expand in place. */
  layout: "bar" | "stacked";
}

/**
 * The primary navigation. A top-level item with children is a <details> whose <summary> names the section, so the
 * sub-menu opens by click, tap, Enter or Space without JavaScript; the item's own page is the sub-menu's first link.
 */
export function MainNav({ items, layout }: MainNavProps) {
  const bar = layout === "bar";
  const topLinkBase = `flex min-h-11 items-center gap-1 rounded px-3 font-semibold nav:px-2.5 xl:px-3 hover:bg-brand-light hover:text-brand-dark ${focusRing}`;
  const topLink = `${topLinkBase} text-gray-900`;
  return (
    <nav aria-label="Main" className={bar ? "flex flex-1 items-center" : "py-2"}>
      <ul className={bar ? "flex flex-1 flex-wrap items-center" : "flex flex-col divide-y divide-gray-200"}>
        {items.map((item) => (
          <li key={`${item.name}-${item.url}`} className={bar ? "relative" : undefined}>
            {item.children.length === 0 ? (
              <MenuLink url={item.url} className={topLink}>
                {item.name}
              </MenuLink>
            ) : (
              <details data-disclosure="submenu" name={`submenu-${layout}`} className="group/submenu">
                <summary className={`${bareSummary} ${topLink} ${bar ? "" : "justify-between"}`}>
                  {item.name}
                  <ChevronDownIcon className="h-4 w-4 transition-transform group-open/submenu:rotate-180 motion-reduce:transition-none" />
                </summary>
                <ul
                  className={
                    bar
                      ? "absolute left-0 top-full z-50 mt-1 w-64 rounded-md bg-white p-2 shadow-lg ring-1 ring-black/10"
                      : "pb-2 pl-4"
                  }
                >
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
        {bar
          ? null
          : CALLS_TO_ACTION.map((link) => (
              <li key={link.url}>
                <MenuLink url={link.url} className={`${topLinkBase} text-brand`}>
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

/** The calls to action in the top bar on wide screens (the narrow-screen menu lists them itself). */
export function HeaderLinks() {
  return (
    <ul className="hidden items-center gap-2 nav:flex">
      {CALLS_TO_ACTION.map((link, index) => (
        <li key={link.url}>
          <MenuLink
            url={link.url}
            className={`inline-flex min-h-10 items-center rounded-md px-3 font-semibold ${
              index === 0
                ? "bg-accent text-white hover:bg-accent-dark"
                : "text-white underline-offset-4 hover:underline"
            } ${focusRingOnDark}`}
          >
            {link.name}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}
