import { formatPrice } from "~/lib/format";
import { adminFeeNote } from "~/lib/vehicle/pricing";

/**
 * A car's headline price: the cash price a buyer pays, the compulsory admin fee included, with "includes £179 admin
 * fee" under it (none for a car without a fee) and the earlier price struck through when discounted
 * (docs/decisions/300-fee-inclusive-prices.md).
 */
export function FeeInclusivePrice({
  cashPrice,
  adminFee,
  wasPrice,
  className = "text-2xl font-bold text-gray-900",
  inline = false,
}: {
  /** final_price + admin_fee. */
  cashPrice: number;
  adminFee: number;
  /** The price before the discount, admin fee included; shown only when above the cash price. */
  wasPrice?: number;
  className?: string;
  /** The fee line beside the price (wrapping under it when there is no room): the saved bars' small cards. */
  inline?: boolean;
}) {
  const note = adminFeeNote(adminFee);
  if (inline)
    return (
      <span className="fee-price">
        <span className={className}>{formatPrice(cashPrice)}</span>
        {note ? <span className="ml-2 inline-block text-xs text-gray-700">{note}</span> : null}
      </span>
    );
  return (
    <span className="fee-price block">
      <span className={className}>{formatPrice(cashPrice)}</span>
      {wasPrice !== undefined && wasPrice > cashPrice ? (
        <span className="ml-2 text-sm text-gray-700">
          was <s>{formatPrice(wasPrice)}</s>
        </span>
      ) : null}
      {/* Beside the price on a phone (a compact card keeps two cars a screen), under it from 640 px. */}
      {note ? <span className="ml-2 inline-block text-sm text-gray-700 sm:ml-0 sm:block">{note}</span> : null}
    </span>
  );
}
