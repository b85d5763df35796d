import { Link } from "@remix-run/react";
import type { CarePackage, Promo } from "../../../dealer-api/contract/content";
import type { Provenance, Vehicle } from "../../../dealer-api/contract/vehicle";
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
import { FinanceBlocks } from "~/components/finance/FinanceBlocks";
import { useOptionalVehicleFinance, VehicleFinanceProvider } from "~/components/finance/FinanceContext";
import { cardMonthlyFigures } from "~/components/finance/MonthlyFigure";
import { StickyBarExample, StickyBarFinance } from "~/components/finance/StickyBarFinance";
import { VehicleFormDialog } from "~/components/forms/VehicleFormDialog";
import { VehicleFavourite } from "~/components/saved/VehicleFavourite";
import { Breadcrumbs } from "./Breadcrumbs";
import { CarePackages } from "./CarePackages";
import { DetailsTabs } from "./DetailsTabs";
import { Documents } from "./Documents";
import { Gallery } from "./Gallery";
import { HistoryCheck } from "./HistoryCheck";
import { Branch, KeyFacts } from "./KeyFacts";
import { PriceFacts } from "./PriceFacts";
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

/** Mobile order: gallery, price column, then details; two columns from `lg`. */
function VehiclePageBody({ data }: VehiclePageProps) {
  const { vehicle, openForm } = data;
  const finance = useOptionalVehicleFinance();
  const availability = availabilityLabel(vehicle);
  const shortName = `${vehicle.make.name} ${vehicle.range.name}`;
  return (
    <>
      <div className="mx-auto w-full max-w-screen-xl space-y-10 px-4 py-6">
        <div className="space-y-3">
          <Breadcrumbs
            backHref={data.backHref}
            make={vehicle.make}
            range={vehicle.range}
            current={shortName}
          />
          <h1 className="text-gray-900">
            <span className="block text-3xl font-bold">{shortName}</span>
            <span className="block text-lg text-gray-700">{vehicle.derivative}</span>
          </h1>
          {vehicle.attention_grabber ? (
            <p className="inline-block rounded-full bg-brand-light px-3 py-1 text-sm font-semibold text-brand-dark">
              {vehicle.attention_grabber}
            </p>
          ) : null}
          {availability ? (
            <AvailabilityNotice availability={availability} hasSimilar={(data.similar?.length ?? 0) > 0} />
          ) : null}
        </div>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <Gallery
              vehicle={vehicle}
              pictures={galleryPictures(vehicle.media_urls)}
              disclaimerHtml={data.disclaimers.gallery}
              favouriteToggle={<VehicleFavourite />}
            />
          </div>
          <div className="min-w-0 space-y-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <PriceFacts vehicle={vehicle} recentViews={data.recentViews} adminFees={data.adminFees} />
            <PricePosition vehicle={vehicle} />
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
            {data.delivery ? (
              <Delivery view={data.delivery} slug={vehicle.slug} town={vehicle.location.site.city_town} />
            ) : null}
            <Promotions promotions={data.promotions} />
            <KeyFacts vehicle={vehicle} />
            <TrueCostTable
              rows={[
                ...trueCostRows(vehicle),
                ...(data.delivery?.costRow ? [data.delivery.costRow] : []),
                ...(finance ? financeCostRows(finance.personalise.quotes, finance.finance.adminFee) : []),
              ]}
            />
            {data.packages.length > 0 ? <CarePackages packages={data.packages} /> : null}
          </div>
          <div className="min-w-0 space-y-12 lg:col-start-1 lg:row-start-2">
            <DetailsTabs vehicle={vehicle} disclaimerHtml={data.disclaimers.specification} />
            <Documents vehicle={vehicle} spareKey={data.spareKey} />
            <HistoryCheck
              provenance={data.provenance}
              printHref={`/used/cars/provenance/print/${vehicle.slug}`}
            />
            <p className="print:hidden">
              <a href={`/used/cars/print/${vehicle.slug}`} className="font-semibold underline">
                Printable version of this page
              </a>
            </p>
          </div>
        </div>
        {finance ? <FinanceBlocks /> : null}
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
        price={vehicle.final_price}
        availability={availability}
        forms={vehicleFormsOffered(vehicle.status)}
        finance={finance ? <StickyBarFinance /> : undefined}
        financeExample={finance ? <StickyBarExample /> : undefined}
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
