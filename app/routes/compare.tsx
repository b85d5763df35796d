import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadCarList } from "~/lib/saved/car-list.server";
import { COMPARE_MAX, compareHref } from "~/lib/saved/car-list";
import { bestValue, compareFacts } from "~/lib/saved/compare";
import { cardAltText } from "~/lib/search/vehicle-card";
import { cashPriceWithFees } from "~/lib/vehicle/pricing";
import { availabilityLabel } from "~/lib/vehicle/availability";
import { CompareTable, type ComparedCar } from "~/components/saved/CompareTable";
import { ListNotes } from "~/components/saved/ListNotes";
import { pageLoader } from "~/dealer/errors";

/** /compare?cars=a,b,c,d: up to four cars side by side in one table, from the URL alone (issue 6). */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const list = await loadCarList(new URL(request.url), COMPARE_MAX);
  const today = new Date();
  const priced = list.cars.map((vehicle) => ({
    slug: vehicle.slug,
    cashPrice: cashPriceWithFees(vehicle),
    forSale: !availabilityLabel(vehicle),
  }));
  const best = bestValue(priced);
  const cars: ComparedCar[] = list.cars.map((vehicle, index) => {
    const picture = vehicle.media_urls[0];
    return {
      slug: vehicle.slug,
      name: `${vehicle.make.name} ${vehicle.range.name}`,
      derivative: vehicle.derivative,
      year: vehicle.year,
      cashPrice: priced[index].cashPrice,
      adminFee: vehicle.admin_fee,
      picture: picture
        ? {
            src: picture.thumb,
            alt: cardAltText({
              colour: vehicle.colour,
              year: vehicle.year,
              make: vehicle.make.name,
              range: vehicle.range.name,
            }),
          }
        : null,
      bestValue: best.includes(vehicle.slug),
      availability: availabilityLabel(vehicle) ?? null,
      facts: compareFacts(vehicle, today),
    };
  });
  return json({ cars, figures: list.figures, missing: list.missing, asked: list.asked });
});

export const meta: MetaFunction = () => [
  { title: "Compare cars | Northway Cars" },
  { name: "robots", content: "noindex" },
];

export default function Compare() {
  const { cars, figures, missing, asked } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Compare cars</h1>
      <ListNotes
        notes={[
          asked === 0 ? "No cars were chosen to compare. Tick up to 4 cars on your saved vehicles." : null,
          asked > COMPARE_MAX ? `You chose ${asked} cars: these are the first ${COMPARE_MAX}.` : null,
          missing > 0
            ? `${missing} of the cars you chose ${missing === 1 ? "is" : "are"} no longer in our stock.`
            : null,
        ]}
      />
      {cars.length > 0 ? (
        <>
          <CompareTable cars={cars} figures={figures} />
          <p className="mt-4 text-sm text-gray-700">
            Monthly figures use our standard finance example. Anyone with{" "}
            <Link to={compareHref(cars.map((car) => car.slug))} className="underline">
              this comparison&apos;s link
            </Link>{" "}
            sees the same table.
          </p>
        </>
      ) : null}
      <p className="mt-8 flex flex-wrap gap-3">
        <Link to="/favourites" className="btn-secondary">
          Your saved vehicles
        </Link>
        <Link to="/used/cars/search" className="btn-primary">
          Start a new search
        </Link>
      </p>
    </div>
  );
}
