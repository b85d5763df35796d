import { Link } from "@remix-run/react";
import { TableRegion } from "~/components/tables/TableRegion";
import { MonthlyFigure } from "~/components/finance/MonthlyFigure";
import type { MonthlyFigureData } from "~/lib/finance/monthly-figure";
import { COMPARE_ROWS, type CompareFacts } from "~/lib/saved/compare";

export interface ComparedCar {
  slug: string;
  name: string;
  derivative: string;
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
              <th key={car.slug} scope="col" className="px-4 py-3 align-top">
                <Link to={`/used/cars/${car.slug}`} className="font-bold text-brand underline">
                  {car.name}
                </Link>
                <span className="block text-sm font-normal text-gray-700">{car.derivative}</span>
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
