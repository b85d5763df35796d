import type { ReactNode } from "react";
import type { VehicleListing } from "@contract/vehicle";
import { formatNumber, formatPrice } from "~/lib/format";
import { displayGrade, gradeTitle } from "~/lib/vehicle/grade";
import { cardAltText, toCardVehicle, type CardVehicle } from "~/lib/search/vehicle-card";
import { TickList } from "~/components/TickList";
import { Link } from "@remix-run/react";
import { pictureLoading } from "~/components/picture-loading";
import { PricePositionBadge } from "~/components/vehicle/PricePositionBadge";
import { FeeInclusivePrice } from "~/components/vehicle/FeeInclusivePrice";

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
  /** With the shopper's postcode: "12 miles away, at Leeds" and the delivery line. */
  whereabouts?: { away: string; delivery?: string };
}

export function vehicleAltText(vehicle: VehicleListing, view = "side view"): string {
  return cardAltText(toCardVehicle(vehicle), view);
}

/** How wide a grid or list card's picture is drawn (tailwind.css, `.card-layout`; the results page's columns). */
const CARD_PICTURE_SIZES =
  "(min-width: 80em) 19rem, (min-width: 64em) calc(50vw - 13rem), (min-width: 40em) 50vw, 36vw";

const isListing = (vehicle: CardVehicle | VehicleListing): vehicle is VehicleListing => "stock_id" in vehicle;

/**
 * A car in a list (docs/product/vehicle-page.md#vehicle-cards): grid, list or thumbnail. The heading's link
 * covers the whole card, so the card is one link in the tab order; anything in `actions` sits above it.
 */
export function VehicleCard({
  vehicle: given,
  variant = "grid",
  headingLevel = 3,
  priority = false,
  monthly,
  actions,
  whereabouts,
}: VehicleCardProps) {
  const vehicle = isListing(given) ? toCardVehicle(given) : given;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (variant === "thumbnail") {
    return <ThumbnailCard vehicle={vehicle} Heading={Heading} monthly={monthly} actions={actions} />;
  }
  const list = variant === "list";
  const picture = vehicle.picture;
  // Laid out by tailwind.css (.card-layout): on a phone the picture sits left of the name and facts, with the price and
  // its finance beneath, so a phone screen shows two cars (ADR 310); wider, a grid card or a list row.
  return (
    <article className={`card card-layout ${list ? "card-layout-list" : "card-layout-grid"}`}>
      <div className="card-media">
        <img
          src={picture?.medium ?? "/images/placeholder-car.svg"}
          // A dealer's photos come as 320 px and 800 px wide (dealer-api/README.md, media): a phone's small picture
          // takes the small one. Width and height hold the 4:3 box before it arrives.
          srcSet={picture ? `${picture.thumb} 320w, ${picture.medium} 800w` : undefined}
          sizes={CARD_PICTURE_SIZES}
          alt={picture ? cardAltText(vehicle) : ""}
          width={800}
          height={600}
          {...pictureLoading(Boolean(priority))}
          decoding="async"
          className="card-picture"
        />
        {vehicle.availability ? <p className="card-badge">{vehicle.availability}</p> : null}
      </div>
      <div className="card-head">
        <CardName vehicle={vehicle} Heading={Heading} className="text-base sm:text-lg" />
        <p className="text-sm text-gray-700">{vehicle.derivative}</p>
        <KeyFacts vehicle={vehicle} full={list} />
      </div>
      <div className="card-main">
        {vehicle.tags.length > 0 ? <OfferTags tags={vehicle.tags} /> : null}
        {vehicle.features.length > 0 ? (
          <TickList items={vehicle.features} className="card-features" label="Features" />
        ) : null}
        <Price vehicle={vehicle} monthly={monthly} compact={false} />
        {whereabouts ? (
          <div className="text-sm text-gray-800">
            <p className="card-whereabouts">{whereabouts.away}</p>
            {whereabouts.delivery ? <p>{whereabouts.delivery}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="card-foot">
        <CardFooter vehicle={vehicle} />
      </div>
      {actions ? <div className="card-actions card-actions-layout">{actions}</div> : null}
    </article>
  );
}

function CardName({
  vehicle,
  Heading,
  className,
}: {
  vehicle: CardVehicle;
  Heading: "h2" | "h3";
  className: string;
}) {
  return (
    <Heading className={`card-name ${className}`}>
      <Link to={`/used/cars/${vehicle.slug}`} className="card-link">
        {`${vehicle.make} ${vehicle.range}`}
      </Link>
    </Heading>
  );
}

/**
 * The saved and recently viewed bars' card (docs/product/vehicle-page.md#vehicle-cards): a small picture with its
 * actions (Remove) under it, beside the name and price; the monthly figure and its representative example span the
 * card's whole width beneath, so the example reads at the width of the card, and nothing lies over the name.
 */
function ThumbnailCard({
  vehicle,
  Heading,
  monthly,
  actions,
}: {
  vehicle: CardVehicle;
  Heading: "h2" | "h3";
  monthly?: ReactNode;
  actions?: ReactNode;
}) {
  const picture = vehicle.picture;
  return (
    <article className="card flex-col gap-2 p-2">
      <div className="flex items-start gap-3">
        {/* As wide as the picture, or as Remove where its words are wider (a larger text size). */}
        <div className="flex shrink-0 flex-col items-start gap-2">
          <div className="relative w-20">
            <img
              src={picture?.thumb ?? "/images/placeholder-car.svg"}
              alt={picture ? cardAltText(vehicle) : ""}
              width={320}
              height={240}
              {...pictureLoading(false)}
              decoding="async"
              className="card-picture rounded"
            />
          </div>
          {actions ? <div className="relative z-10">{actions}</div> : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <CardName vehicle={vehicle} Heading={Heading} className="text-base" />
          <p className="text-sm text-gray-700">{vehicle.derivative}</p>
          {vehicle.availability ? (
            <p className="self-start rounded bg-gray-900 px-2 text-xs font-bold uppercase leading-5 text-white">
              {vehicle.availability}
            </p>
          ) : null}
          <Price vehicle={vehicle} compact />
        </div>
      </div>
      {/* Set a little closer than a full card's: a PCP example runs to ten lines, and a phone shows two cars. */}
      {monthly ? <div className="[&_p]:leading-snug">{monthly}</div> : null}
    </article>
  );
}

function OfferTags({ tags }: { tags: CardVehicle["tags"] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Offers">
      {tags.map((tag) => (
        <li key={tag.slug} className="offer-tag">
          {tag.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The card's facts: the same line as the car's page (`keyFactsLine`: year and plate, mileage, gearbox, fuel, engine,
 * body); a list row adds doors, seats and colour.
 */
function KeyFacts({ vehicle, full }: { vehicle: CardVehicle; full: boolean }) {
  return (
    <ul className="card-facts" aria-label="Key facts">
      <li>{vehicle.factsLine}</li>
      {full ? <li>{`${vehicle.doors} doors · ${vehicle.seats} seats · ${vehicle.colour}`}</li> : null}
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
  // The cash price a buyer pays, admin fee included (docs/decisions/300-fee-inclusive-prices.md).
  const cashPrice = vehicle.finalPrice + vehicle.adminFee;
  const wasPrice = vehicle.price + vehicle.adminFee;
  return (
    <div className={compact ? "flex flex-wrap items-center gap-x-2 gap-y-1" : "mt-auto pt-2"}>
      <p>
        <FeeInclusivePrice
          cashPrice={cashPrice}
          adminFee={vehicle.adminFee}
          wasPrice={compact ? undefined : wasPrice}
          className={compact ? "card-price text-lg" : "card-price text-2xl"}
          inline={compact}
        />
      </p>
      {/* A small card's old price shares the price position's line, so the fee line costs no extra line. */}
      {compact && wasPrice > cashPrice ? (
        <p className="text-sm text-gray-700">
          was <s>{formatPrice(wasPrice)}</s>
        </p>
      ) : null}
      {vehicle.pricePosition ? <PricePositionBadge position={vehicle.pricePosition} /> : null}
      {monthly}
    </div>
  );
}

function CardFooter({ vehicle }: { vehicle: CardVehicle }) {
  const grade = displayGrade(vehicle.grade);
  const title = gradeTitle(vehicle.grade);
  return (
    <ul className="card-footer">
      <li>
        <span title={`${title} condition`} className="grade-badge">
          {`Grade ${grade}`}
          <span className="sr-only">{`: ${title} condition`}</span>
        </span>
      </li>
      <li>{`${formatNumber(vehicle.recentViews)} recent ${vehicle.recentViews === 1 ? "view" : "views"}`}</li>
      <li>{vehicle.town}</li>
    </ul>
  );
}
