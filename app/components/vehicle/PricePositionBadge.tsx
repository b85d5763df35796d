import type { PricePosition } from "@contract/vehicle";
import { pricePositionLabel } from "~/lib/vehicle/price-position";

/** The mark beside each label: the position is told by its words and this shape, never by colour alone. */
const marks: Record<PricePosition, string> = { great: "▼▼", good: "▼", fair: "●", higher: "▲" };

/**
 * A car's price position against our market estimate (docs/product/vehicle-page.md#price-position): "Great price",
 * "Good price", "Fair price" or "Higher than market".
 */
export function PricePositionBadge({ position }: { position: PricePosition }) {
  return (
    <p className="mt-1">
      <span className={`price-position price-position-${position}`} data-price-position={position}>
        <span aria-hidden="true">{marks[position]}</span> {pricePositionLabel(position)}
      </span>
    </p>
  );
}
