import { z } from "zod";
import { getVehiclePage } from "~/dealer/vehicle.server";
import { PLACES_UNAVAILABLE } from "~/dealer/places.server";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import { loadVehicleForm } from "~/lib/forms/load.server";
import { vehicleFormToOpen, withoutVehicleForm } from "~/lib/forms/vehicle-forms";
import { promotionsFor } from "@contract/promotions";
import type { VehiclePageData } from "~/components/vehicle-page/VehiclePage";
import type { Vehicle, VehicleListing } from "@contract/vehicle";
import type { VehiclePage } from "@contract/vehicle-page";
import { readPostcode } from "@contract/places-vocabulary";
import { offers } from "@contract/vehicle-offers";
import { deliveryCostRow, vehicleDelivery } from "~/lib/delivery/vehicle-delivery";
import type { DeliveryView } from "~/components/vehicle-page/Delivery";
import type { VisitorSession } from "~/sessions.server";
import { deliveryPostcode, vehiclePageQuery } from "./page-query.server";

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(200);
/**
 * `/used/cars/{slug}/{locationid}` (the optional branch segment of docs/product/shell.md#routes): the car at
 * its branch's id.
 */
export const vehiclePageParams = z.object({
  category: slug,
  slug,
  locationid: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
});

/**
 * The gallery's disclaimer (docs/product/vehicle-page.md#gallery), used when the content service has no
 * snippet for it.
 */
const GALLERY_DISCLAIMER = "<p>Illustration: photos of this car on request.</p>";
const SPECIFICATION_DISCLAIMER =
  "<p>Specifications come from third-party manufacturer records. Some cars may have been used as fleet, rental or " +
  "hire vehicles.</p>";

export type VehiclePageAnswer = Omit<VehiclePageData, "backHref" | "similar" | "delivery"> & {
  similar: VehicleListing[] | null;
  /** The parts the loader finishes with the session: finance tools, similar cars' figures, delivery. */
  answer: VehiclePage;
  snippets: Record<string, string>;
};

/**
 * Everything the vehicle page shows, in one dealer API call (docs/decisions/334-page-shaped-answers.md). The car
 * itself is required (undefined → 404); every other part is null when it failed, and the page degrades
 * (docs/product/site-wide.md#when-the-dealer-api-fails).
 */
export async function loadVehiclePage(
  slug: string,
  url: URL,
  session: VisitorSession,
): Promise<VehiclePageAnswer | undefined> {
  const answer = await getVehiclePage(slug, vehiclePageQuery(url, session));
  if (!answer) return undefined;
  const { vehicle } = answer;
  const snippets = Object.fromEntries((answer.snippets ?? []).map((item) => [item.slug, item.content]));
  const today = new Date().toISOString().slice(0, 10);
  return {
    answer,
    snippets,
    vehicle,
    provenance: vehicle.provenance,
    spareKey: vehicle.spare_key,
    recentViews: vehicle.recent_views,
    similar: answer.similar,
    // A sold car's offers (0% APR, deposit contributions) no longer apply: it shows none.
    promotions: offers(vehicle.status, "promotions")
      ? promotionsFor(answer.promotions ?? [], vehicle, today)
      : [],
    adminFees: answer.admin_fees && {
      fees: answer.admin_fees.fees,
      note: answer.admin_fees.note,
      deliveryNote: answer.admin_fees.delivery_note,
    },
    packages: answer.packages ?? [],
    disclaimers: {
      gallery: sanitiseContentHtml(snippets["gallery-disclaimer"] ?? GALLERY_DISCLAIMER),
      specification: sanitiseContentHtml(snippets["specification-disclaimer"] ?? SPECIFICATION_DISCLAIMER),
    },
  };
}

/**
 * The form the page's URL opens (docs/product/vehicle-page.md#the-page: ?modal=enquire, ?enquire=1,
 * ?modal=testdrivesearch, ?modal=reserve), with its definition, and the page's URL without it (the form's
 * close link). Only a form the car's status offers opens (dealer-api/contract/vehicle-offers.ts): no
 * reservation of a sold or reserved car, no test drive of a sold one.
 */
export async function loadOpenForm(url: URL, vehicle: Vehicle, request: Request) {
  const form = vehicleFormToOpen(url.searchParams, vehicle.status);
  return {
    form: form ?? null,
    load: form ? await loadVehicleForm(form, vehicle, request) : null,
    closeHref: withoutVehicleForm(url.pathname, url.search),
  };
}

/** The URL's names the delivery form does not carry back (its own, and a form the page would open). */
const NOT_KEPT = new Set(["postcode", "modal", "enquire"]);

/**
 * Collection and delivery of the car for the shopper's postcode (`deliveryPostcode`), placed by the page answer. A
 * sold car has neither. `remember`: the URL's postcode, placed by the dealer API, for the session.
 */
export function deliveryOf(
  url: URL,
  stored: string | undefined,
  { vehicle, place: lookup, delivery_tariff }: VehiclePage,
): { view: DeliveryView; remember?: string } | null {
  if (vehicle.status === "SOLD") return null;
  const { typed, postcode } = deliveryPostcode(url, stored);
  const keep = [...url.searchParams].filter(([name]) => !NOT_KEPT.has(name));
  const town = vehicle.location.site.city_town;
  const tariff = delivery_tariff ?? undefined;
  const read = postcode ? readPostcode(postcode) : undefined;
  const place = lookup?.kind === "found" ? lookup.place : undefined;
  const delivery = place && tariff ? vehicleDelivery(place, tariff, vehicle.location) : undefined;
  const message =
    typed === ""
      ? "Enter your postcode"
      : read && !read.ok
        ? read.message
        : lookup?.kind === "refused"
          ? lookup.message
          : lookup?.kind === "unavailable"
            ? PLACES_UNAVAILABLE
            : place && !tariff
              ? "We can't price delivery just now. Please try again soon, or call the branch."
              : undefined;
  return {
    view: {
      postcode,
      message,
      delivery,
      costRow: deliveryCostRow(delivery, town, tariff),
      tariffNote: tariff?.note,
      keep,
    },
    remember: typed && place && place.postcode !== stored ? place.postcode : undefined,
  };
}
