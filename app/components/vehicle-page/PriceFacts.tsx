import type { Vehicle } from "../../../dealer-api/contract/vehicle";
import type { AdminFees } from "~/dealer/vehicle.server";
import { formatNumber, formatPrice } from "~/lib/format";
import { displayGrade, gradeTitle } from "~/lib/vehicle/grade";
import { hasDiscount, priceWhenNew } from "~/lib/vehicle/pricing";
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

/**
 * Price facts (docs/product/vehicle-page.md#price-facts): price and discount, price when new and saving,
 * admin fee, ULEZ, views and grade.
 */
export function PriceFacts({ vehicle, recentViews, adminFees }: PriceFactsProps) {
  const whenNew = priceWhenNew(vehicle);
  const ulez = isUlezCompliant(vehicle.fuel_type.name, vehicle.technical_data["standard-euro-emissions"]);
  return (
    <section aria-labelledby="price-heading" className="space-y-4">
      <h2 id="price-heading" className="sr-only">
        Price
      </h2>
      <div>
        <p className="text-4xl font-bold text-gray-900" data-testid="vehicle-price">
          {formatPrice(vehicle.final_price)}
        </p>
        {hasDiscount(vehicle) ? (
          <p className="mt-1 text-gray-700">
            Was <s>{formatPrice(vehicle.price)}</s>{" "}
            <strong className="text-accent-dark">
              you save {formatPrice(vehicle.price - vehicle.final_price)}
            </strong>
          </p>
        ) : null}
        {whenNew.saving > 0 ? (
          <p className="mt-1 text-gray-700">
            Price when new {formatPrice(whenNew.total)}:{" "}
            <strong className="text-gray-900">{formatPrice(whenNew.saving)} less than new</strong>
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <div>
          <dt className={term}>Admin fee</dt>
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
