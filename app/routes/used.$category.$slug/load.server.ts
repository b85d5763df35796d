import { z } from "zod";
import { getSnippets } from "~/dealer/content.server";
import { isNotFound } from "~/dealer/errors";
import { orFallback } from "~/dealer/request.server";
import { getVehicle } from "~/dealer/stock.server";
import {
  getAdminFees,
  getCarePackages,
  getProvenance,
  getRecentViews,
  getSimilarVehicles,
  getSpareKey,
  getVehiclePromotions,
} from "~/dealer/vehicle.server";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import { loadVehicleForm } from "~/lib/forms/load.server";
import { vehicleFormToOpen, withoutVehicleForm } from "~/lib/forms/vehicle-forms";
import { promotionsFor } from "@contract/promotions";
import type { VehiclePageData } from "~/components/vehicle-page/VehiclePage";
import type { Vehicle, VehicleListing } from "@contract/vehicle";
import { offers } from "@contract/vehicle-offers";
import { findPlace, getDeliveryTariff } from "~/dealer/places.server";
import { readDistanceFrom } from "~/lib/search/distance";
import { deliveryCostRow, vehicleDelivery } from "~/lib/delivery/vehicle-delivery";
import type { DeliveryView } from "~/components/vehicle-page/Delivery";

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

/**
 * Everything the vehicle page shows, in two parallel waves: what needs only the slug, then what needs the car's id,
 * stock id or registration. The car itself is required (undefined → 404); every other call degrades
 * (docs/product/site-wide.md#when-the-dealer-api-fails).
 */
export async function loadVehiclePage(
  category: string,
  slug: string,
): Promise<
  (Omit<VehiclePageData, "backHref" | "similar"> & { similar: VehicleListing[] | null }) | undefined
> {
  const [vehicle, recentViews, promotions, adminFees, packages, snippets] = await Promise.all([
    getVehicle(slug),
    // An unknown car has no visitor count either: that 404 is expected, not worth a warning.
    orFallback(
      getRecentViews(category, slug).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
      null,
    ),
    orFallback(getVehiclePromotions(), []),
    orFallback(getAdminFees(), null),
    orFallback(getCarePackages(), []),
    orFallback(getSnippets(), {} as Record<string, string>),
  ]);
  if (!vehicle) return undefined;
  const [spareKey, provenance, similar] = await Promise.all([
    orFallback(getSpareKey(vehicle.id), false),
    // The car's record carries the check made when it came into stock: shown if the live check fails.
    orFallback(getProvenance(vehicle.vrm), vehicle.provenance),
    orFallback(getSimilarVehicles(vehicle.stock_id), null),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  return {
    vehicle,
    provenance,
    spareKey,
    recentViews,
    similar,
    // A sold car's offers (0% APR, deposit contributions) no longer apply: it shows none.
    promotions: offers(vehicle.status, "promotions") ? promotionsFor(promotions, vehicle, today) : [],
    adminFees,
    packages,
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
 * Collection and delivery of the car for the shopper's postcode: the URL's (`?postcode=`, the page's own GET form),
 * else the one the session keeps from a search or an earlier car. A sold car has neither. `remember`: the URL's
 * postcode, placed by the dealer API, for the session.
 */
export async function loadDelivery(
  url: URL,
  stored: string | undefined,
  vehicle: Vehicle,
): Promise<{ view: DeliveryView; remember?: string } | null> {
  if (vehicle.status === "SOLD") return null;
  const typed = url.searchParams.has("postcode")
    ? (readDistanceFrom(url.searchParams.get("postcode") ?? "") ?? "")
    : undefined;
  const postcode = typed ?? stored ?? "";
  const keep = [...url.searchParams].filter(([name]) => !NOT_KEPT.has(name));
  const town = vehicle.location.site.city_town;
  const [lookup, tariff] = await Promise.all([
    postcode ? findPlace(postcode) : undefined,
    orFallback(getDeliveryTariff(), undefined),
  ]);
  const place = lookup?.kind === "found" ? lookup.place : undefined;
  const delivery = place && tariff ? vehicleDelivery(place, tariff, vehicle.location) : undefined;
  const message =
    typed === ""
      ? "Enter your postcode"
      : lookup && lookup.kind !== "found"
        ? lookup.message
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
