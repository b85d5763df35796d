import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadCarList } from "~/lib/saved/car-list.server";
import { SHORTLIST_MAX } from "~/lib/saved/car-list";
import { toCardVehicle } from "~/lib/search/vehicle-card";
import { CarGrid } from "~/components/saved/CarGrid";
import { ListNotes } from "~/components/saved/ListNotes";
import { pageLoader } from "~/dealer/errors";

/** /shortlist?cars=slug1,slug2: a shopper's shared list of cars, rendered from the URL alone (issue 6). */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const list = await loadCarList(new URL(request.url), SHORTLIST_MAX);
  return json({
    vehicles: list.cars.map(toCardVehicle),
    figures: list.figures,
    missing: list.missing,
    extra: Math.max(0, list.asked - SHORTLIST_MAX),
  });
});

export const meta: MetaFunction = () => [
  { title: "Shared shortlist | Northway Cars" },
  { name: "robots", content: "noindex" },
];

export default function Shortlist() {
  const { vehicles, figures, missing, extra } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Shared shortlist</h1>
      <p className="mt-2 text-gray-700">
        {vehicles.length === 0
          ? "There are no cars in this shortlist."
          : `${vehicles.length} ${vehicles.length === 1 ? "car" : "cars"} someone shared with you.`}{" "}
        Monthly figures use our standard finance example.
      </p>
      <ListNotes
        notes={[
          missing > 0
            ? `${missing} ${missing === 1 ? "car in this link is" : "cars in this link are"} no longer in our stock.`
            : null,
          extra > 0
            ? `This link names more than ${SHORTLIST_MAX} cars: the first ${SHORTLIST_MAX} are shown.`
            : null,
        ]}
      />
      {vehicles.length > 0 ? <CarGrid vehicles={vehicles} figures={figures} /> : null}
      <p className="mt-8">
        <Link to="/used/cars/search" className="btn-primary">
          Start a new search
        </Link>
      </p>
    </div>
  );
}
