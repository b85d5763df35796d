import type { Vehicle } from "@contract/vehicle";
import { featureGroups } from "@contract/vehicle-vocabulary";
import { OVERVIEW_FEATURE_LIMIT } from "~/lib/vehicle/details";
import { availabilityLabel } from "~/lib/vehicle/availability";
import { galleryPictures, pictureAlt } from "~/lib/vehicle/gallery";
import { cashPriceWithFees, hasDiscount } from "~/lib/vehicle/pricing";
import { FeeInclusivePrice } from "~/components/vehicle/FeeInclusivePrice";
import { trueCostRows } from "~/lib/vehicle/true-cost";
import { GalleryImage } from "./GalleryImage";
import { Branch, KeyFacts } from "./KeyFacts";
import { PrintControls } from "./PrintControls";
import { TrueCostTable } from "./TrueCostTable";
import { detailPanel } from "./DetailPanels";
import { Documents } from "./Documents";
import { PrintFinanceExample } from "./PrintFinanceExample";
import type { PrintFinance } from "~/lib/vehicle/print.server";

const heading = "mb-2 mt-6 text-xl font-bold text-gray-900 break-after-avoid";

/**
 * The printable vehicle (docs/product/shell.md#routes): the facts a buyer takes to the branch, the bank or
 * the garage, on plain paper: efficiency, MOT and service history, and the finance example the car's page
 * shows this shopper.
 */
export function PrintVehicle({
  vehicle,
  spareKey,
  finance,
}: {
  vehicle: Vehicle;
  spareKey: boolean;
  /** Null for a car no longer on offer (sold). */
  finance: PrintFinance | null;
}) {
  const picture = galleryPictures(vehicle.media_urls)[0];
  const availability = availabilityLabel(vehicle);
  return (
    <article className="text-gray-900">
      <PrintControls backHref={`/used/${vehicle.category}/${vehicle.slug}`} backLabel="Back to the car" />
      <p className="text-sm text-gray-700">{vehicle.location.site.name}</p>
      <h1 className="mt-1">
        <span className="block text-3xl font-bold">
          {vehicle.make.name} {vehicle.range.name}
        </span>
        <span className="block text-lg text-gray-700">{vehicle.derivative}</span>
      </h1>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <GalleryImage
          item={picture}
          size="medium"
          alt={picture ? pictureAlt(vehicle, picture.medium, 0) : ""}
          width={800}
          height={600}
          className="h-auto w-full rounded-lg bg-gray-100"
        />
        <div className="space-y-3">
          {/* The cash price a buyer pays, admin fee included (docs/decisions/300-fee-inclusive-prices.md). */}
          <p>
            <FeeInclusivePrice
              cashPrice={cashPriceWithFees(vehicle)}
              adminFee={vehicle.admin_fee}
              wasPrice={hasDiscount(vehicle) ? vehicle.price + vehicle.admin_fee : undefined}
              className="text-4xl font-bold"
            />
          </p>
          {availability ? <p className="text-xl font-bold uppercase">{availability}</p> : null}
          <Branch location={vehicle.location} />
        </div>
      </div>
      <div className="mt-6 break-inside-avoid">
        <KeyFacts vehicle={vehicle} />
      </div>
      <div className="mt-6 break-inside-avoid">
        <TrueCostTable rows={trueCostRows(vehicle)} />
      </div>
      <h2 className={heading}>Highlights</h2>
      <ul className="list-disc columns-2 pl-5">
        {vehicle.classifiedFeatures.slice(0, OVERVIEW_FEATURE_LIMIT).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <h2 className={heading}>About this car</h2>
      <p className="leading-relaxed">{vehicle.description}</p>
      <h2 className={heading}>Equipment</h2>
      {featureGroups
        .filter((group) => (vehicle.feature[group] ?? []).length > 0)
        .map((group) => (
          <div key={group} className="break-inside-avoid">
            <h3 className="mt-3 font-bold">{group}</h3>
            <ul className="list-disc columns-2 pl-5 text-sm">
              {(vehicle.feature[group] ?? []).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      <h2 className={heading}>Technical specification</h2>
      <div className="text-sm">{detailPanel("technical", vehicle)}</div>
      <h2 className={heading}>Vehicle efficiency</h2>
      <div className="break-inside-avoid text-sm">{detailPanel("efficiency", vehicle)}</div>
      {finance ? <PrintFinanceExample finance={finance} headingClass={heading} /> : null}
      <div className="mt-6">
        <Documents vehicle={vehicle} spareKey={spareKey} />
      </div>
    </article>
  );
}
