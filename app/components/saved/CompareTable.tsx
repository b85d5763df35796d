import { Link } from "@remix-run/react";
import { TableRegion } from "~/components/tables/TableRegion";
import { MonthlyFigure } from "~/components/finance/MonthlyFigure";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import { COMPARE_ROWS, type CompareFacts } from "~/lib/saved/compare";
import { FeeInclusivePrice } from "~/components/vehicle/FeeInclusivePrice";

export interface ComparedCar {
  slug: string;
  /** Make and range; the header adds the derivative, so three Fiestas read apart. */
  name: string;
  derivative: string;
  year: number;
  /** final_price + admin_fee (docs/decisions/300-fee-inclusive-prices.md). */
  cashPrice: number;
  adminFee: number;
  /** The gallery's first picture. */
  picture: { src: string; alt: string } | null;
  /** The lowest fee-inclusive price of the cars compared (lib/saved/compare.ts `bestValue`). */
  bestValue: boolean;
  availability: "Sold" | "Reserved" | null;
  facts: CompareFacts;
}

/**
 * Cars side by side in one table: a column per car (its name the column header), a row per fact (the row header), so a
 * screen reader reads "Mileage, Ford Fiesta: 23,456 miles". Wide tables scroll sideways inside a focusable region.
 */
export function CompareTable({
  cars,
  figures,
}: {
  cars: ComparedCar[];
  figures: Record<string, MonthlyFigureData>;
}) {
  return (
    <TableRegion captionId="compare-caption" className="mt-6 rounded-lg border border-gray-200">
      <table className="w-full min-w-[40rem] border-collapse text-left">
        <caption id="compare-caption" className="px-4 py-3 text-left text-lg font-bold text-gray-900">
          {cars.length === 1 ? "One car" : `${cars.length} cars`} side by side
        </caption>
        <thead>
          <tr className="border-b border-gray-200 bg-gray-50">
            <td className="w-40 px-4 py-3" />
            {cars.map((car) => (
              <th key={car.slug} scope="col" className="w-56 px-4 py-3 align-top font-normal">
                {car.picture ? (
                  <img
                    src={car.picture.src}
                    alt={car.picture.alt}
                    width={320}
                    height={240}
                    decoding="async"
                    className="mb-2 aspect-[4/3] h-auto w-full max-w-[14rem] rounded-md bg-gray-100 object-cover"
                  />
                ) : null}
                {car.bestValue ? (
                  <span className="mb-1 inline-block rounded bg-green-800 px-2 py-0.5 text-sm font-bold text-white">
                    Best value: lowest price
                  </span>
                ) : null}
                <Link to={`/used/cars/${car.slug}`} className="block font-bold text-brand underline">
                  {car.name} <span className="block text-sm font-normal">{car.derivative}</span>
                </Link>
                <span className="mt-1 block text-sm text-gray-700">
                  {car.year} · {car.facts.mileage}
                </span>
                <span className="mt-1 block">
                  <FeeInclusivePrice
                    cashPrice={car.cashPrice}
                    adminFee={car.adminFee}
                    className="text-xl font-bold text-gray-900"
                  />
                </span>
                {car.availability ? (
                  <span className="mt-1 inline-block rounded bg-gray-900 px-2 py-0.5 text-xs font-bold uppercase text-white">
                    {car.availability}
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <tr key={row.key} className="border-b border-gray-200 last:border-0">
              <th scope="row" className="px-4 py-3 align-top font-semibold text-gray-900">
                {row.label}
              </th>
              {cars.map((car) => {
                const figure = figures[car.slug];
                return (
                  <td key={car.slug} className="px-4 py-3 align-top text-gray-900">
                    {row.key !== "monthly" ? (
                      car.facts[row.key]
                    ) : figure ? (
                      <MonthlyFigure figure={figure} />
                    ) : (
                      "Finance not available"
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
