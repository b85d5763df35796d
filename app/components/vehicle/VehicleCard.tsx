import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { VehicleListing } from "../../../dealer-api/contract/vehicle";
import { formatMileage, formatNumber, formatPrice } from "~/lib/format";
import { displayGrade, gradeTitle } from "~/lib/vehicle/grade";
import { cardAltText, engineLitres, toCardVehicle, type CardVehicle } from "~/lib/search/vehicle-card";
import { TickList } from "~/components/TickList";

export type VehicleCardVariant = "grid" | "list" | "thumbnail";

interface VehicleCardProps {
  /** A card's cut-down vehicle (results pages send only that), or a full listing. */
  vehicle: CardVehicle | VehicleListing;
  variant?: VehicleCardVariant;
  headingLevel?: 2 | 3;
  /** The first cards of a page are above the fold: load their pictures at once. */
  priority?: boolean;
  /** The car's monthly figure with its APR and representative example (`cardMonthlyFigures`); none without it. */
  monthly?: ReactNode;
  /** Buttons over the card (favourite toggle, Remove): they sit above the card's link. */
  actions?: ReactNode;
}

export function vehicleAltText(vehicle: VehicleListing, view = "side view"): string {
  return cardAltText(toCardVehicle(vehicle), view);
}

const isListing = (vehicle: CardVehicle | VehicleListing): vehicle is VehicleListing => "stock_id" in vehicle;

/**
 * A car in a list (spec 2 §2): grid, list or thumbnail. The heading's link covers the whole card, so the card is one
 * link in the tab order; anything in `actions` sits above it.
 */
export function VehicleCard({
  vehicle: given,
  variant = "grid",
  headingLevel = 3,
  priority = false,
  monthly,
  actions,
}: VehicleCardProps) {
  const vehicle = isListing(given) ? toCardVehicle(given) : given;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const list = variant === "list";
  const thumbnail = variant === "thumbnail";
  const picture = vehicle.picture;
  return (
    <article
      className={`relative flex h-full overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand ${
        list ? "flex-col sm:flex-row" : thumbnail ? "flex-row" : "flex-col"
      }`}
    >
      <div className={`relative shrink-0 ${list ? "sm:w-2/5" : thumbnail ? "w-28" : ""}`}>
        <img
          src={(thumbnail ? picture?.thumb : picture?.medium) ?? "/images/placeholder-car.svg"}
          alt={picture ? cardAltText(vehicle) : ""}
          width={thumbnail ? 320 : 800}
          height={thumbnail ? 240 : 600}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[4/3] w-full bg-gray-100 object-cover"
        />
        {vehicle.availability ? (
          <p className="absolute left-2 top-2 rounded bg-gray-900 px-2 py-1 text-xs font-bold uppercase tracking-wide text-white">
            {vehicle.availability}
          </p>
        ) : null}
      </div>
      <div
        className={`flex flex-1 flex-col gap-2 ${thumbnail ? "p-3" : "p-4"} ${thumbnail && actions ? "pr-24" : ""}`}
      >
        <Heading className={`font-bold leading-snug text-gray-900 ${thumbnail ? "text-base" : "text-lg"}`}>
          <Link
            to={`/used/cars/${vehicle.slug}`}
            className="text-gray-900 no-underline after:absolute after:inset-0"
          >
            {vehicle.make} {vehicle.range}
          </Link>
        </Heading>
        <p className="text-sm text-gray-700">{vehicle.derivative}</p>
        {!thumbnail && vehicle.tags.length > 0 ? <OfferTags tags={vehicle.tags} /> : null}
        {thumbnail ? null : <KeyFacts vehicle={vehicle} full={list} />}
        {!thumbnail && vehicle.features.length > 0 ? (
          <TickList
            items={vehicle.features}
            className="flex flex-col gap-1 text-sm text-gray-800"
            label="Features"
          />
        ) : null}
        <Price vehicle={vehicle} monthly={monthly} compact={thumbnail} />
        {thumbnail ? null : <CardFooter vehicle={vehicle} />}
      </div>
      {actions ? <div className="absolute right-2 top-2 z-10 flex gap-2">{actions}</div> : null}
    </article>
  );
}

function OfferTags({ tags }: { tags: CardVehicle["tags"] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Offers">
      {tags.map((tag) => (
        <li key={tag.slug} className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
          {tag.name}
        </li>
      ))}
    </ul>
  );
}

function KeyFacts({ vehicle, full }: { vehicle: CardVehicle; full: boolean }) {
  const engine = engineLitres(vehicle.engineSize);
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700" aria-label="Key facts">
      <li>
        {vehicle.year} ({vehicle.plate} reg)
      </li>
      <li>{formatMileage(vehicle.mileage)}</li>
      <li>{vehicle.fuel}</li>
      <li>{vehicle.transmission}</li>
      {full ? (
        <>
          {engine ? <li>{engine}</li> : null}
          <li>{vehicle.bodyType}</li>
          <li>{vehicle.doors} doors</li>
          <li>{vehicle.seats} seats</li>
          <li>{vehicle.colour}</li>
        </>
      ) : null}
    </ul>
  );
}

function Price({
  vehicle,
  monthly,
  compact,
}: {
  vehicle: CardVehicle;
  monthly?: ReactNode;
  compact: boolean;
}) {
  const discounted = vehicle.finalPrice < vehicle.price;
  return (
    <div className="mt-auto pt-2">
      <p>
        <span className={`font-bold text-gray-900 ${compact ? "text-lg" : "text-2xl"}`}>
          {formatPrice(vehicle.finalPrice)}
        </span>
        {discounted ? (
          <span className="ml-2 text-sm text-gray-700">
            was <s>{formatPrice(vehicle.price)}</s>
          </span>
        ) : null}
      </p>
      {monthly}
    </div>
  );
}

function CardFooter({ vehicle }: { vehicle: CardVehicle }) {
  const grade = displayGrade(vehicle.grade);
  const title = gradeTitle(vehicle.grade);
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-gray-200 pt-2 text-sm text-gray-700">
      <li>
        <span title={`${title} condition`} className="rounded border border-gray-400 px-1.5 font-semibold">
          Grade {grade}
          <span className="sr-only">: {title} condition</span>
        </span>
      </li>
      <li>
        {formatNumber(vehicle.recentViews)} recent {vehicle.recentViews === 1 ? "view" : "views"}
      </li>
      <li>{vehicle.town}</li>
    </ul>
  );
}
