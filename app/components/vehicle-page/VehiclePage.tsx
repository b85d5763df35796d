import { Link, useLocation } from "@remix-run/react";
import type { CarePackage, Promo } from "@contract/content";
import type { Provenance, Vehicle } from "@contract/vehicle";
import type { CardVehicle } from "~/lib/search/vehicle-card";
import type { AdminFees } from "~/dealer/vehicle.server";
import { availabilityLabel } from "~/lib/vehicle/availability";
import { vehicleFormsOffered } from "~/lib/forms/vehicle-forms";
import { galleryPictures } from "~/lib/vehicle/gallery";
import { trueCostRows } from "~/lib/vehicle/true-cost";
import { financeCostRows } from "~/lib/finance/finance-cost-rows";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import type { VehicleFinanceView } from "~/lib/finance/views";
import type { FormLoad } from "~/lib/forms/load.server";
import { vehicleFormOpenerId, type VehicleForm } from "~/lib/forms/vehicle-forms";
import { BudgetFinder } from "~/components/finance/BudgetFinder";
import { FinanceCalculator } from "~/components/finance/FinanceCalculator";
import { FinancePersonalise } from "~/components/finance/FinancePersonalise";
import { RepresentativeFinance } from "~/components/finance/RepresentativeFinance";
import { useOptionalVehicleFinance, VehicleFinanceProvider } from "~/components/finance/FinanceContext";
import { cardMonthlyFigures } from "~/components/finance/MonthlyFigure";
import { VehicleFormDialog } from "~/components/forms/VehicleFormDialog";
import { VehicleFavourite } from "~/components/saved/VehicleFavourite";
import { Breadcrumbs } from "./Breadcrumbs";
import { CarePackages } from "./CarePackages";
import { DetailsTabs } from "./DetailsTabs";
import { Documents } from "./Documents";
import { Gallery } from "./Gallery";
import { HistoryCheck } from "./HistoryCheck";
import { Branch, KeyFacts } from "./KeyFacts";
import { HeadlinePrice, PriceFacts } from "./PriceFacts";
import { PageSection } from "./PageSection";
import { keyFactsLine } from "~/lib/vehicle/key-facts-line";
import { cashPriceWithFees } from "~/lib/vehicle/pricing";
import { priceExplanation } from "~/lib/vehicle/price-position";
import { PricePosition } from "./PricePosition";
import { Promotions } from "./Promotions";
import { SimilarVehicles } from "./SimilarVehicles";
import { StickyBar } from "./StickyBar";
import { TrueCostTable } from "./TrueCostTable";
import type { SafeHtml } from "~/lib/safe-html";
import { Delivery, type DeliveryView } from "./Delivery";

export interface VehiclePageData {
  vehicle: Vehicle;
  provenance: Provenance;
  spareKey: boolean;
  recentViews: number | null;
  /**
   * Null when the similar-vehicles calls failed: the section is then silently absent
   * (docs/product/vehicle-page.md#similar-vehicles). What their cards show only: a whole listing is ten times
   * the size, and the page's data goes into its HTML for the browser.
   */
  similar: CardVehicle[] | null;
  promotions: Promo[];
  adminFees: AdminFees | null;
  packages: CarePackage[];
  disclaimers: { gallery: SafeHtml; specification: SafeHtml };
  backHref: string;
  /** Collection and delivery for the shopper's postcode; none for a sold car. */
  delivery?: DeliveryView | null;
}

/** What `?modal=…` opens (the route's loadOpenForm). */
export interface OpenVehicleForm {
  form: VehicleForm | null;
  load: FormLoad | null;
  closeHref: string;
}

/** The page's data with its finance (null for a sold car), the similar cars' monthly figures and the open form. */
export interface VehiclePageProps {
  data: VehiclePageData & {
    finance: VehicleFinanceView | null;
    similarFigures: Record<string, MonthlyFigureData>;
    openForm: OpenVehicleForm;
  };
}

/**
 * The vehicle page (docs/product/vehicle-page.md#the-page): its finance, when the car is offered on finance, follows the shopper's personalised
 * quote in every block that shows it (finance blocks, true-cost rows, sticky bar).
 */
export function VehiclePage({ data }: VehiclePageProps) {
  return data.finance ? (
    <VehicleFinanceProvider finance={data.finance}>
      <VehiclePageBody data={data} />
    </VehicleFinanceProvider>
  ) : (
    <VehiclePageBody data={data} />
  );
}

/** Whether the URL carries a no-JavaScript answer of a form in a closed section: that section opens on arrival. */
function answered(search: string, prefixes: string[]): boolean {
  return [...new URLSearchParams(search).keys()].some((key) =>
    prefixes.some((prefix) => key.startsWith(prefix)),
  );
}

/**
 * The page in the order a buyer reads it (docs/decisions/305-car-page-first-screen.md): the car's name and facts line,
 * its price, the pictures, then the price's details and the finance quote; then the detail in sections a phone can skip
 * (PageSection). The first screen of a 390×844 phone, with the cookie sheet showing, holds the name, facts, price and
 * the first picture. From `lg` two columns: name, pictures and detail on the left; price and finance on the right.
 */
function VehiclePageBody({ data }: VehiclePageProps) {
  const { vehicle, openForm } = data;
  const finance = useOptionalVehicleFinance();
  const { search } = useLocation();
  const availability = availabilityLabel(vehicle);
  const shortName = `${vehicle.make.name} ${vehicle.range.name}`;
  return (
    <>
      <div className="mx-auto w-full max-w-screen-xl space-y-10 px-4 pb-6 pt-1 lg:pt-4">
        <div className="grid gap-x-10 gap-y-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-y-6">
          <div className="min-w-0 space-y-1 lg:col-start-1 lg:row-start-1">
            <Breadcrumbs
              backHref={data.backHref}
              make={vehicle.make}
              range={vehicle.range}
              current={shortName}
            />
            <h1 className="text-gray-900">
              <span className="block text-2xl font-bold sm:text-3xl">{shortName}</span>
              <span className="block text-base text-gray-700 sm:text-lg">{vehicle.derivative}</span>
            </h1>
            <p className="text-sm font-semibold text-gray-900 sm:text-base" data-testid="key-facts-line">
              {keyFactsLine(vehicle)}
            </p>
            {availability || vehicle.attention_grabber ? (
              <p className="flex flex-wrap gap-2 pt-1 text-xs font-semibold">
                {availability ? (
                  <span className="rounded-full bg-gray-900 px-2.5 py-0.5 uppercase tracking-wide text-white">
                    {availability}
                  </span>
                ) : null}
                {vehicle.attention_grabber ? (
                  <span className="rounded-full bg-brand-light px-2.5 py-0.5 text-brand-dark">
                    {vehicle.attention_grabber}
                  </span>
                ) : null}
              </p>
            ) : null}
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-start-1 lg:self-end">
            <HeadlinePrice vehicle={vehicle} />
          </div>
          <div className="-mx-4 min-w-0 sm:mx-0 lg:col-start-1 lg:row-start-2">
            <Gallery
              vehicle={vehicle}
              pictures={galleryPictures(vehicle.media_urls)}
              disclaimerHtml={data.disclaimers.gallery}
              favouriteToggle={<VehicleFavourite />}
            />
          </div>
          <div className="min-w-0 space-y-6 pt-3 lg:col-start-2 lg:row-span-2 lg:row-start-2 lg:pt-0">
            {availability ? (
              <AvailabilityNotice availability={availability} hasSimilar={(data.similar?.length ?? 0) > 0} />
            ) : null}
            <PriceFacts vehicle={vehicle} recentViews={data.recentViews} adminFees={data.adminFees} />
            <Branch location={vehicle.location} />
            {availability ? null : (
              <p className="print:hidden">
                <Link
                  to={`/click-collect/${encodeURIComponent(vehicle.stock_id)}`}
                  className="font-semibold underline underline-offset-2"
                >
                  Buy this car online
                </Link>{" "}
                and collect it from the branch, weekends included.
              </p>
            )}
            {availability ? null : (
              <p className="print:hidden">
                <Link
                  to={`/used/${vehicle.category}/${vehicle.slug}/deal`}
                  className="font-semibold underline underline-offset-2"
                >
                  Work out your deal
                </Link>
                : your car in part-exchange, finance and delivery, priced together.
              </p>
            )}
            {finance ? <FinancePersonalise /> : null}
          </div>
          <div className="min-w-0 border-t border-gray-200 lg:col-start-1 lg:row-start-3 lg:space-y-12 lg:border-t-0">
            <PageSection
              id="section-specification"
              title="Specification and features"
              hint="Key facts, equipment, economy"
            >
              <div className="space-y-8">
                <KeyFacts vehicle={vehicle} />
                <DetailsTabs vehicle={vehicle} disclaimerHtml={data.disclaimers.specification} />
              </div>
            </PageSection>
            <PageSection
              id="section-history"
              title="History and provenance"
              hint="Checks, MOT and service history, documents"
            >
              <div className="space-y-12">
                <HistoryCheck
                  provenance={data.provenance}
                  printHref={`/used/cars/provenance/print/${vehicle.slug}`}
                />
                <Documents vehicle={vehicle} spareKey={data.spareKey} />
              </div>
            </PageSection>
            {data.packages.length > 0 ? (
              <PageSection id="section-packages" title="Care packages" hint="Warranty and protection">
                <CarePackages packages={data.packages} />
              </PageSection>
            ) : null}
            {data.delivery ? (
              <PageSection
                id="section-delivery"
                title="Delivery and collection"
                hint="To your postcode"
                open={answered(search, ["postcode"])}
              >
                <Delivery view={data.delivery} slug={vehicle.slug} town={vehicle.location.site.city_town} />
              </PageSection>
            ) : null}
            {data.promotions.length > 0 ? (
              <PageSection id="section-offers" title="Offers on this car">
                <Promotions promotions={data.promotions} />
              </PageSection>
            ) : null}
            {priceExplanation(vehicle) ? (
              <PageSection
                id="section-price-position"
                title="How the price compares"
                hint="Against cars like it"
              >
                <PricePosition vehicle={vehicle} />
              </PageSection>
            ) : null}
            <PageSection
              id="section-true-cost"
              title="What it costs to run"
              hint="Tax, fuel, insurance, finance"
            >
              <TrueCostTable
                rows={[
                  ...trueCostRows(vehicle),
                  ...(data.delivery?.costRow ? [data.delivery.costRow] : []),
                  ...(finance ? financeCostRows(finance.personalise.quotes, finance.finance.adminFee) : []),
                ]}
              />
            </PageSection>
            <p className="pt-4 print:hidden">
              <a href={`/used/cars/print/${vehicle.slug}`} className="font-semibold underline">
                Printable version of this page
              </a>
            </p>
          </div>
        </div>
        {finance ? (
          <div className="border-t border-gray-200 lg:border-t-0">
            <PageSection
              id="section-finance-tools"
              title="More finance: examples, calculator, budget"
              hint="HP and PCP side by side, your own figures"
              open={answered(search, ["calc_", "budget_"])}
            >
              <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
                <RepresentativeFinance />
                <FinanceCalculator />
                <BudgetFinder />
              </div>
            </PageSection>
          </div>
        ) : null}
        {data.similar && data.similar.length > 0 ? (
          <SimilarVehicles vehicles={data.similar} monthly={cardMonthlyFigures(data.similarFigures)} />
        ) : null}
        <VehicleFormDialog
          form={openForm.load}
          closeHref={openForm.closeHref}
          returnFocusTo={openForm.form ? vehicleFormOpenerId(openForm.form) : undefined}
          reservation={openForm.form === "reserve"}
        />
      </div>
      {/* After the page's box, at the full width of <main>: the bar sticks to the foot of the window. */}
      <StickyBar
        name={shortName}
        price={cashPriceWithFees(vehicle)}
        adminFee={vehicle.admin_fee}
        availability={availability}
        forms={vehicleFormsOffered(vehicle.status)}
        formOpen={openForm.form !== null}
      />
    </>
  );
}

function AvailabilityNotice({
  availability,
  hasSimilar,
}: {
  availability: "Sold" | "Reserved";
  hasSimilar: boolean;
}) {
  return (
    <div className="rounded-md border-l-4 border-gray-900 bg-gray-100 p-4 text-gray-900">
      <p className="font-bold uppercase tracking-wide">{availability}</p>
      <p>
        {availability === "Sold"
          ? "This car has been sold, so it can no longer be reserved, test driven or bought on finance."
          : "Another buyer has reserved this car, so it cannot be reserved online."}{" "}
        {hasSimilar ? (
          <>
            <a href="#similar-heading" className="underline">
              See similar vehicles
            </a>{" "}
            or{" "}
          </>
        ) : null}
        <Link to="/used/cars/search" className="underline">
          {hasSimilar ? "search all our cars" : "Search all our cars"}
        </Link>
        .
      </p>
    </div>
  );
}
