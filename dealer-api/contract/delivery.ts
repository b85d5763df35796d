import { z } from "zod";
import { flat } from "./envelope";

/**
 * The dealer's delivery tariff (content service): what delivering a car costs by the miles between its branch and the
 * buyer's postcode, as the crow flies. The free band comes first ("free within 40 miles"); the last band has no upper
 * limit. Postcode areas off mainland Britain are delivered to by arrangement only.
 */
export const deliveryBand = z.object({
  /** Up to and including this many whole miles; null for the last band (any distance beyond). */
  up_to_miles: z.number().int().positive().nullable(),
  /** Whole pounds; 0 for free delivery. */
  price: z.number().int().nonnegative(),
});
export type DeliveryBand = z.infer<typeof deliveryBand>;

export const deliveryTariff = z.object({
  /** In order of distance; each band starts where the one before it ends. */
  bands: z.array(deliveryBand).min(1),
  /** Postcode areas delivered to by arrangement only (islands, Northern Ireland): "BT", "IM", … */
  by_arrangement_areas: z.array(z.string().regex(/^[A-Z]{1,2}$/)),
  /** The tariff in words, for the shopper. */
  note: z.string(),
});
export type DeliveryTariff = z.infer<typeof deliveryTariff>;

/** GET /api/delivery-tariff */
export const deliveryTariffAnswer = flat(deliveryTariff);
