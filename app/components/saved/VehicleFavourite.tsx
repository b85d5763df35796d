import { useLoaderData } from "@remix-run/react";
import type { VehicleListing } from "@contract/vehicle";
import { FavouriteToggle } from "./FavouriteToggle";

/** The vehicle page's favourite toggle (its `favouriteToggle` slot), for the car of the page's loader. */
export function VehicleFavourite() {
  const { vehicle } = useLoaderData<{ vehicle: Pick<VehicleListing, "slug" | "make" | "range"> }>();
  return <FavouriteToggle slug={vehicle.slug} carName={`${vehicle.make.name} ${vehicle.range.name}`} />;
}
