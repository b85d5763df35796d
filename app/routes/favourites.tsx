import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getVisitorSession } from "~/sessions.server";
import { findVehiclesBySlugs } from "~/dealer/stock.server";
import { orFallback } from "~/dealer/request.server";
import { VehicleCard } from "~/components/vehicle/VehicleCard";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  const slugs = session.get("favourites") ?? [];
  // Spec 1 §8: a failing find-by-slugs leaves the list empty rather than breaking the page.
  const vehicles = await orFallback(findVehiclesBySlugs(slugs), []);
  return json({ vehicles });
}

export const meta: MetaFunction = () => [
  { title: "Saved vehicles | Northway Cars" },
  { name: "robots", content: "noindex" },
];

export default function Favourites() {
  const { vehicles } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Saved vehicles</h1>
      {vehicles.length === 0 ? (
        <p className="mt-4 text-gray-700">You have no favourite vehicles</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {vehicles.map((vehicle) => (
            <li key={vehicle.slug}>
              <VehicleCard vehicle={vehicle} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8">
        <Link to="/used/cars/search" className="btn-primary">
          Start a new search
        </Link>
      </p>
    </div>
  );
}
