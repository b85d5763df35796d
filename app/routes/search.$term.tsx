import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { searchVehicles } from "~/dealer/stock.server";
import { VehicleCard } from "~/components/vehicle/VehicleCard";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const RESULTS = 12;

export async function loader({ params }: LoaderFunctionArgs) {
  const term = (params.term ?? "").trim().slice(0, 100);
  const { vehicles, meta } = await searchVehicles({
    search: term,
    resultsPerPage: RESULTS,
    sort: "price|asc",
  });
  return json({ term, vehicles, total: meta.total });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Search results for “${data?.term ?? ""}” | Northway Cars` },
  { name: "robots", content: "noindex" },
];

export default function SiteSearchResults() {
  const { term, vehicles, total } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Search results for “{term}”</h1>
      <p className="mt-2 text-gray-700" role="status">
        {total === 0
          ? "No cars match your search."
          : `${total} ${total === 1 ? "car matches" : "cars match"} your search${total > RESULTS ? `; showing the first ${RESULTS}` : ""}.`}
      </p>
      {vehicles.length > 0 ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {vehicles.map((vehicle) => (
            <li key={vehicle.slug}>
              <VehicleCard vehicle={vehicle} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6">
          Try a make or model such as “Ford Fiesta”, or{" "}
          <Link to="/used/cars/search">browse all our cars</Link>.
        </p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
