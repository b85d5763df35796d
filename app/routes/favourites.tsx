import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FAVOURITES_LIMIT, getVisitorSession } from "~/sessions.server";
import { attachMonthlyFigures } from "~/lib/finance/monthly-figures.server";
import { findCars } from "~/lib/saved/saved-cars.server";
import { shortlistHref } from "~/lib/saved/car-list";
import { toCardVehicle } from "~/lib/search/vehicle-card";
import { CarGrid } from "~/components/saved/CarGrid";
import { pageLoader } from "~/dealer/errors";
import { listCarAlerts } from "~/dealer/car-alerts.server";
import { readLogin } from "~/lib/account/customer-cookie.server";
import { asCustomer } from "~/lib/account/guard.server";
import { CarAlertForm } from "~/components/saved/CarAlertForm";

/**
 * The shopper's saved cars (the saved list of docs/product/shell.md#saved-and-recently-viewed-cars as a
 * page): slugs, then the cars, then their finance.
 */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const [session, login] = await Promise.all([getVisitorSession(request), readLogin(request)]);
  const cars = await findCars(session.get("favourites") ?? []);
  const [figures, alerts] = await Promise.all([
    attachMonthlyFigures(cars, session),
    login ? asCustomer(() => listCarAlerts(login.token)) : undefined,
  ]);
  // Signed in, each car can be followed by e-mail (issue 36): by its id at the dealer API, and whether it is.
  const followed = new Set((alerts ?? []).map((alert) => alert.vehicle_id));
  const following = alerts
    ? Object.fromEntries(cars.map((car) => [car.slug, { id: car.id, on: followed.has(car.id) }]))
    : undefined;
  return json(
    { vehicles: cars.map(toCardVehicle), figures, limit: FAVOURITES_LIMIT, following },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const meta: MetaFunction = () => [
  { title: "Saved vehicles | Northway Cars" },
  { name: "robots", content: "noindex" },
];

export default function Favourites() {
  const { vehicles, figures, limit, following } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Saved vehicles</h1>
      {vehicles.length === 0 ? (
        <p className="mt-4 text-gray-700">You have no favourite vehicles</p>
      ) : (
        <>
          <p className="mt-2 text-gray-700">
            {vehicles.length} of up to {limit} cars saved on this device.{" "}
            <Link
              to={shortlistHref(vehicles.map((vehicle) => vehicle.slug))}
              className="font-semibold underline"
            >
              Share this list
            </Link>{" "}
            (a link to these cars that anyone can open).
          </p>
          {following ? null : (
            <p className="mt-2 text-gray-700">
              <Link to="/login?redirectTo=%2Ffavourites" className="font-semibold underline">
                Sign in
              </Link>{" "}
              to be e-mailed when a saved car&apos;s price drops, or it is reserved or sold.
            </p>
          )}
          <CarGrid
            vehicles={vehicles}
            figures={figures}
            below={(vehicle) => {
              const alert = following?.[vehicle.slug];
              return alert ? (
                <CarAlertForm
                  vehicleId={alert.id}
                  following={alert.on}
                  carName={`${vehicle.make} ${vehicle.range}`}
                />
              ) : null;
            }}
          />
        </>
      )}
      <p className="mt-8">
        <Link to="/used/cars/search" className="btn-primary">
          Start a new search
        </Link>{" "}
        <Link to="/saved-searches" className="btn-secondary">
          Saved searches
        </Link>
      </p>
    </div>
  );
}
