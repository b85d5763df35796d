import { useRef } from "react";
import { Link } from "@remix-run/react";
import { AccountLink } from "./AccountLink";
import { ContactPanel } from "./ContactPanel";
import { DealerForm } from "./DealerForm";
import { HeaderPanel } from "./HeaderPanel";
import { HeaderBars } from "~/components/saved/HeaderBars";
import { MailIcon, MenuIcon, PhoneIcon, PinIcon, SearchIcon, ShareIcon } from "~/components/icons";
import { MainNav } from "./MainNav";
import type { ShellData } from "./shell-data";
import { SiteSearchForm } from "./SiteSearchForm";
import { SocialLinks } from "./SocialLinks";
import { bareSummary, container, focusRing } from "./styles";
import { useDisclosureGroup } from "./use-disclosure-group";

/**
 * The site header (docs/product/shell.md#header). Every panel and sub-menu is a <details>, so all of it works
 * without JavaScript; useDisclosureGroup adds one-open-at-a-time, Escape, click-outside and
 * close-on-navigation.
 */
export function Header({ shell }: { shell: ShellData }) {
  const ref = useRef<HTMLElement>(null);
  useDisclosureGroup(ref);
  const selected = shell.selectedDealer;
  const telephone = selected?.telephone ?? shell.group.telephone;

  return (
    <header ref={ref} className="relative z-40 bg-white shadow-sm">
      <div className="bg-brand-dark text-sm text-white">
        <div className={`${container} relative flex min-h-12 items-center justify-between gap-2`}>
          <HeaderPanel
            align="left"
            summary={
              <>
                <PinIcon />
                {/* Below 360 px the branch's name and the bar's six buttons do not fit one row: the pin stands for it. */}
                <span className="sr-only min-[22.5em]:not-sr-only">
                  <span className="sr-only lg:not-sr-only">Your branch: </span>
                  {selected?.city_town ?? "Choose a branch"}
                </span>
              </>
            }
          >
            <DealerForm departments={shell.departments} selected={selected} />
          </HeaderPanel>

          <div className="flex items-center gap-1">
            <HeaderPanel
              summary={
                <>
                  <PhoneIcon />
                  <span className="sr-only">Phone numbers</span>
                  <span className="hidden lg:inline">{telephone}</span>
                </>
              }
            >
              <ContactPanel
                kind="telephone"
                departments={shell.departments}
                selected={selected}
                group={shell.group}
              />
            </HeaderPanel>
            <HeaderPanel summary={<PanelSummary icon={<MailIcon />} label="Email addresses" />}>
              <ContactPanel
                kind="email"
                departments={shell.departments}
                selected={selected}
                group={shell.group}
              />
            </HeaderPanel>
            {shell.socials.length > 0 && (
              <HeaderPanel summary={<PanelSummary icon={<ShareIcon />} label="Follow us" />}>
                <FollowPanel socials={shell.socials} owner={shell.group.name} />
              </HeaderPanel>
            )}
            <HeaderPanel summary={<PanelSummary icon={<SearchIcon />} label="Search the site" />}>
              <SiteSearchForm />
            </HeaderPanel>
            <AccountLink signedIn={shell.signedIn} />
          </div>
        </div>
      </div>

      <div className={`${container} relative flex min-h-16 items-center gap-2 py-2 sm:gap-4`}>
        <Link to="/" className={`shrink-0 rounded ${focusRing}`}>
          <img
            src={shell.logo.url}
            alt={`${shell.logo.alt || shell.group.name}, home page`}
            width={shell.logo.width}
            height={shell.logo.height}
            className="h-7 w-auto min-[22.5em]:h-8 sm:h-10 xl:h-12"
          />
        </Link>

        {/*
          The one main navigation (a text browser or a screen reader meets it once). On narrow screens the Menu
          <details> before it shows it (peer-open), without JavaScript; from the nav breakpoint it is a bar. The
          Menu control comes first in the markup, so the menu's links follow it; it sits last in the row.
        */}
        <details data-disclosure="panel" name="header-panel" className="peer group order-last nav:hidden">
          <summary
            aria-controls="main-nav"
            className={`${bareSummary} inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded px-2.5 font-semibold text-brand hover:bg-brand-light group-open:bg-brand-light ${focusRing}`}
          >
            <MenuIcon className="h-6 w-6" />
            {/* Below 360 px the logo, the saved and recent buttons and this label do not fit one row. */}
            <span className="sr-only min-[22.5em]:not-sr-only">Menu</span>
          </summary>
        </details>
        <MainNav
          id="main-nav"
          items={shell.headerMenu}
          className="absolute inset-x-0 top-full z-50 hidden max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-gray-200 bg-white px-4 shadow-lg peer-open:block nav:static nav:z-auto nav:flex nav:max-h-none nav:flex-1 nav:overflow-visible nav:border-0 nav:px-0 nav:shadow-none"
        />

        <div className="ml-auto flex shrink-0 items-center gap-1 nav:ml-0">
          <HeaderBars favouritesCount={shell.favouritesCount} />
        </div>
      </div>
    </header>
  );
}

/** The social panel: the group's accounts, named. */
function FollowPanel({ socials, owner }: { socials: ShellData["socials"]; owner: string }) {
  return (
    <>
      <p className="mb-2 font-semibold">Follow {owner}</p>
      <SocialLinks
        socials={socials}
        owner={owner}
        showNames
        linkClassName={`px-2 text-brand hover:bg-brand-light ${focusRing}`}
      />
    </>
  );
}

function PanelSummary({ icon, label }: { icon: React.ReactNode; label: string }) {
  return (
    <>
      {icon}
      <span className="sr-only">{label}</span>
    </>
  );
}
