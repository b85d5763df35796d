import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { HeartIcon } from "~/components/icons";
import { focusRing } from "~/components/shell/styles";
import type { BarData } from "~/lib/saved/saved-cars.server";
import { BAR_TEXT, panelHref, PANEL_PAGE_PARAM, PANEL_PARAM, type BarKind } from "~/lib/saved/panel";
import { BarView } from "./BarView";
import { BAR_RESOURCE, useOptimisticCount, useSavedState } from "./use-saved";
import { useModalPanel } from "./use-modal-panel";

const triggerClass = `relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded px-2 text-brand hover:bg-brand-light ${focusRing}`;

const ClockIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    className="h-6 w-6"
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" strokeLinecap="round" />
  </svg>
);

const closeLinkClass = `inline-flex min-h-11 items-center rounded px-3 font-semibold text-brand underline ${focusRing}`;

/**
 * The header's saved-vehicles counter and recently viewed button, and the bar they open
 * (docs/product/shell.md#header, #saved-and-recently-viewed-cars). Without JavaScript each is a link to this
 * page with ?panel=…, which the root loader renders as a section under the header, paged and closed with
 * links. With JavaScript the bar opens in a dialog over the page (scroll locked, focus kept inside, Escape or
 * any navigation closes it) and pages in place.
 */
export function HeaderBars({ favouritesCount }: { favouritesCount: number }) {
  const { bar: urlBar, favourites } = useSavedState();
  const location = useLocation();
  const hydrated = useHydrated();
  const count = useOptimisticCount(favouritesCount);
  const fetcher = useFetcher<{ bar: BarData | null }>();
  const [open, setOpen] = useState<{ kind: BarKind; page: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const hrefOf = (kind: BarKind | null, page = 1) =>
    panelHref(location.pathname, location.search, kind, page);

  const { load } = fetcher;
  const show = useCallback(
    (kind: BarKind, page: number) => {
      setOpen({ kind, page });
      load(`${BAR_RESOURCE}?${PANEL_PARAM}=${kind}&${PANEL_PAGE_PARAM}=${page}`);
    },
    [load],
  );
  const close = useCallback(() => setOpen(null), []);

  // A removal changes the saved list: the open bar shows the list as it now is.
  const savedKey = favourites.join(",");
  const shown = useRef(savedKey);
  useEffect(() => {
    if (shown.current === savedKey) return;
    shown.current = savedKey;
    if (open) show(open.kind, open.page);
  }, [savedKey, open, show]);

  function toggle(kind: BarKind) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      opener.current = event.currentTarget;
      if (open?.kind === kind) close();
      else show(kind, 1);
    };
  }

  const data = fetcher.data?.bar;
  const loaded = open && data?.kind === open.kind ? data : null;
  const dialogRef = useModalPanel(Boolean(open), close, opener);
  useEffect(() => {
    if (loaded) dialogRef.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [loaded, dialogRef]);

  return (
    <>
      <Link
        to={hrefOf("saved")}
        preventScrollReset
        onClick={toggle("saved")}
        aria-label={`Saved vehicles: ${count}`}
        aria-expanded={hydrated ? open?.kind === "saved" : undefined}
        className={triggerClass}
      >
        <HeartIcon className="h-6 w-6" />
        {/* A badge on the heart rather than beside it: the phone header has room for three 44 px buttons, no more. */}
        <span className="absolute right-0 top-0 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-bold leading-5 text-white">
          {count}
        </span>
      </Link>
      <Link
        to={hrefOf("recent")}
        preventScrollReset
        onClick={toggle("recent")}
        aria-label="Recently viewed vehicles"
        aria-expanded={hydrated ? open?.kind === "recent" : undefined}
        className={triggerClass}
      >
        <ClockIcon />
      </Link>

      {urlBar && !open ? (
        <section
          aria-labelledby="url-bar-title"
          className="absolute inset-x-0 top-full z-40 max-h-[80dvh] overflow-y-auto border-t border-gray-200 bg-white p-3 shadow-lg sm:p-4"
        >
          <div className="mx-auto max-w-screen-xl">
            <BarView
              bar={urlBar}
              headingId="url-bar-title"
              pageHref={(page) => hrefOf(urlBar.kind, page)}
              close={
                <Link to={hrefOf(null)} preventScrollReset className={closeLinkClass}>
                  Close<span className="sr-only"> {BAR_TEXT[urlBar.kind].title.toLowerCase()}</span>
                </Link>
              }
            />
          </div>
        </section>
      ) : null}

      {open ? (
        <div className="fixed inset-0 z-50 flex items-start justify-center bg-gray-900/60 sm:p-6">
          <div
            ref={dialogRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby="bar-dialog-title"
            className="max-h-full w-full max-w-screen-lg overflow-y-auto bg-white p-3 shadow-xl sm:rounded-lg sm:p-6"
          >
            {loaded ? (
              <BarView
                bar={loaded}
                headingId="bar-dialog-title"
                pageHref={(page) => hrefOf(loaded.kind, page)}
                onPage={(page) => show(loaded.kind, page)}
                close={
                  <button type="button" onClick={close} className={closeLinkClass}>
                    Close<span className="sr-only"> {BAR_TEXT[open.kind].title.toLowerCase()}</span>
                  </button>
                }
              />
            ) : (
              <p id="bar-dialog-title" role="status" className="text-gray-700">
                {fetcher.state === "idle" ? "" : "Loading "}
                {BAR_TEXT[open.kind].title.toLowerCase()}…
              </p>
            )}
          </div>
        </div>
      ) : null}
    </>
  );
}
