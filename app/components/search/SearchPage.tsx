import { SaveSearchForm } from "~/components/saved-searches/SaveSearchForm";
import { useRef, type ReactNode } from "react";
import type { SearchPageData } from "~/lib/search/search-page.server";
import { VehicleCard } from "~/components/vehicle/VehicleCard";
import { cardMonthlyFigures } from "~/components/finance/MonthlyFigure";
import { FavouriteToggle } from "~/components/saved/FavouriteToggle";
import { AppliedFilters } from "./AppliedFilters";
import { FilterPanel } from "./FilterPanel";
import { MobileBudget } from "./MobileBudget";
import { Pagination } from "./Pagination";
import { ResultsToolbar, type ListingsView } from "./ResultsToolbar";
import { SearchProvider } from "./search-context";
import { bareSummary, focusRing } from "./styles";
import { useFocusResults, usePanelOnWideScreens } from "./use-page-effects";
import { ZeroResults } from "./ZeroResults";
import { noStockSentence } from "~/lib/search/unlisted";
import { filterSummary } from "~/lib/search/filter-summary";
import { DistanceContext } from "./DistanceFilter";
import { Html } from "~/components/Html";
import type { SafeHtml } from "~/lib/safe-html";

/** Content-service HTML, sanitised by the loader. */
export function ContentBlock({ html, className = "" }: { html?: SafeHtml; className?: string }) {
  return html ? <Html as="div" className={`prose-content ${className}`} html={html} /> : null;
}

/**
 * The used-car results page (docs/product/search.md#results-page). `footer`: what ends the page (the enquiry
 * form 7).
 */
export function SearchPage({
  data,
  view,
  footer,
}: {
  data: SearchPageData;
  view: ListingsView;
  footer?: ReactNode;
}) {
  const { content, state, options, vehicles, meta, chips } = data;
  const monthly = cardMonthlyFigures(data.figures);
  const noStock = data.noStock.length > 0;
  const panelRef = useRef<HTMLDetailsElement>(null);
  usePanelOnWideScreens(panelRef);
  useFocusResults("results-heading");
  return (
    <SearchProvider state={state} options={options} defaults={data.defaults}>
      <DistanceContext.Provider value={data.distance}>
        <div className="mx-auto max-w-screen-xl px-4 py-8">
          <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{content.title}</h1>
          <ContentBlock html={content.introHtml} className="mt-3 max-w-3xl text-gray-700" />
          <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
            <aside aria-labelledby="filters-heading" className="lg:w-80 lg:shrink-0">
              {/* Closed in the server's markup, so a phone opens on the results with or without JavaScript; from 64em
                  the panel shows in its column whether or not the <details> is open (tailwind.css, ADR 310). */}
              <details
                ref={panelRef}
                name="search-panels"
                className="filter-panel group/panel rounded-md border border-gray-300 lg:border-0"
              >
                <summary
                  className={`${bareSummary} flex min-h-11 items-center justify-between px-4 font-semibold text-brand ${focusRing}`}
                >
                  {filterSummary(chips.length)}
                  <span aria-hidden="true" className="group-open/panel:rotate-180">
                    ▾
                  </span>
                </summary>
                <div className="px-4 lg:px-0">
                  <h2 id="filters-heading" className="pt-2 text-xl font-bold text-gray-900 lg:pt-0">
                    Filter results
                  </h2>
                  <FilterPanel />
                </div>
              </details>
            </aside>
            <section aria-labelledby="results-heading" className="min-w-0 flex-1 space-y-6">
              <MobileBudget />
              <ResultsToolbar
                total={meta.total}
                page={meta.current_page}
                perPage={meta.per_page}
                view={view}
              />
              <ContentBlock html={content.noteHtml} className="text-sm text-gray-700" />
              <AppliedFilters chips={chips} clearAllHref={data.clearAllHref} />
              {vehicles.length === 0 ? (
                <ZeroResults
                  chips={chips}
                  clearAllHref={data.clearAllHref}
                  stockTotal={data.stockTotal}
                  heading={noStock ? noStockSentence(data.noStock) : undefined}
                />
              ) : (
                <>
                  {noStock ? (
                    // Other cars match: they are shown, and the page says which makes or models it has none of.
                    <p className="rounded-lg border-l-4 border-accent bg-orange-50 p-4 text-gray-900">
                      <strong>{noStockSentence(data.noStock)}.</strong> These are the cars that match the rest
                      of your search.
                    </p>
                  ) : null}
                  {/* Three columns from 1280 px (the `nav` width, 80em), beside the filter column (ADR 310). */}
                  <ul
                    className={
                      view === "list"
                        ? "space-y-3 sm:space-y-4"
                        : "grid gap-3 sm:grid-cols-2 sm:gap-6 nav:grid-cols-3"
                    }
                  >
                    {vehicles.map((vehicle, index) => (
                      <li key={vehicle.slug}>
                        <VehicleCard
                          vehicle={vehicle}
                          variant={view}
                          priority={index < 3}
                          monthly={monthly(vehicle.slug)}
                          whereabouts={data.whereabouts[vehicle.slug]}
                          actions={
                            <FavouriteToggle
                              slug={vehicle.slug}
                              carName={`${vehicle.make} ${vehicle.range}`}
                            />
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <Pagination state={state} lastPage={meta.last_page} />
              <SaveSearchForm query={data.saved.query} name={data.saved.name} />
              {content.underListingsHtml.map((html) => (
                <ContentBlock key={html} html={html} className="rounded-lg bg-gray-50 p-6" />
              ))}
            </section>
          </div>
          <ContentBlock html={content.footerHtml} className="mt-12 max-w-4xl border-t border-gray-200 pt-8" />
        </div>
        {footer}
      </DistanceContext.Provider>
    </SearchProvider>
  );
}

/** The dealer API failed: the page still stands, says so, and offers a way to try again (status 503). */
export function SearchUnavailable({ title, retryHref }: { title: string; retryHref: string }) {
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{title}</h1>
      <div role="alert" className="mt-6 rounded-lg border-l-4 border-accent bg-orange-50 p-6">
        <h2 className="text-xl font-bold text-gray-900">We couldn&apos;t load cars just now</h2>
        <p className="mt-2 text-gray-800">
          Our stock list isn&apos;t answering at the moment. Please try again in a minute, or call us and
          we&apos;ll help you find a car.
        </p>
        <p className="mt-4">
          <a href={retryHref} className="btn-primary">
            Try again
          </a>
        </p>
      </div>
    </div>
  );
}
