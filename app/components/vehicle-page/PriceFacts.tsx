import type { Vehicle } from "@contract/vehicle";
import type { AdminFees } from "~/dealer/vehicle.server";
import { formatNumber, formatPrice } from "~/lib/format";
import { displayGrade, gradeTitle } from "~/lib/vehicle/grade";
import { cashPriceWithFees, hasDiscount, priceWhenNew } from "~/lib/vehicle/pricing";
import { isUlezCompliant } from "~/lib/vehicle/ulez";
import { AdminFeeInfo } from "./AdminFeeInfo";

interface PriceFactsProps {
  vehicle: Vehicle;
  /**
   * Null when the visitor count could not be had (swallowed:
   * docs/product/site-wide.md#when-the-dealer-api-fails).
   */
  recentViews: number | null;
  adminFees: AdminFees | null;
}

const term = "text-sm text-gray-700";
const detail = "font-semibold text-gray-900";

/** The headline price block's id: the sticky bar shows once it has scrolled out of the window (StickyBar). */
export const HEADLINE_PRICE_ID = "headline-price";

/**
 * The headline price (docs/decisions/305-car-page-first-screen.md): the cash price a buyer pays, the compulsory admin
 * fee included (cashPriceWithFees), with the fee named under it; then any saving, on the price the dealer asks before
 * the fee, as the dealer's own "was" price is. The price when new is with the price facts, under the pictures.
 */
export function HeadlinePrice({ vehicle }: { vehicle: Vehicle }) {
  return (
    <div id={HEADLINE_PRICE_ID}>
      <p className="text-3xl font-bold text-gray-900 lg:text-4xl" data-testid="vehicle-price">
        {formatPrice(cashPriceWithFees(vehicle))}
      </p>
      {vehicle.admin_fee > 0 ? (
        <p className="text-sm text-gray-700" data-testid="vehicle-price-fee">
          includes {formatPrice(vehicle.admin_fee)} admin fee
        </p>
      ) : null}
      {hasDiscount(vehicle) ? (
        <p className="mt-1 text-sm text-gray-700">
          Was <s>{formatPrice(vehicle.price)}</s>{" "}
          <strong className="text-accent-dark">
            you save {formatPrice(vehicle.price - vehicle.final_price)}
          </strong>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Price facts (docs/product/vehicle-page.md#price-facts), under the pictures: the admin fee and what it is, ULEZ,
 * condition and views. The headline price is HeadlinePrice's, above the pictures.
 */
export function PriceFacts({ vehicle, recentViews, adminFees }: PriceFactsProps) {
  const whenNew = priceWhenNew(vehicle);
  const ulez = isUlezCompliant(vehicle.fuel_type.name, vehicle.technical_data["standard-euro-emissions"]);
  return (
    <section aria-labelledby="price-heading" className="space-y-4">
      <h2 id="price-heading" className="sr-only">
        Price
      </h2>
      {whenNew.saving > 0 ? (
        <p className="text-gray-700">
          Price when new {formatPrice(whenNew.total)}:{" "}
          <strong className="text-gray-900">{formatPrice(whenNew.saving)} less than new</strong>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <div>
          <dt className={term}>Admin fee (in the price)</dt>
          <dd className={detail}>{formatPrice(vehicle.admin_fee)}</dd>
        </div>
        <div>
          <dt className={term}>London ULEZ</dt>
          <dd className={detail}>{ulez ? "Compliant" : "Not compliant"}</dd>
        </div>
        <div>
          <dt className={term}>Condition</dt>
          <dd className={detail}>
            Grade {displayGrade(vehicle.condition.grade)}: {gradeTitle(vehicle.condition.grade)}
          </dd>
        </div>
        {recentViews !== null ? (
          <div>
            <dt className={term}>Interest</dt>
            <dd className={detail}>
              {formatNumber(recentViews)} recent {recentViews === 1 ? "view" : "views"}
            </dd>
          </div>
        ) : null}
      </dl>
      {adminFees ? <AdminFeeInfo adminFees={adminFees} /> : null}
    </section>
  );
}
