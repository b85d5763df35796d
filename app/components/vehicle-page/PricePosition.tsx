import type { Vehicle } from "@contract/vehicle";
import { PricePositionBadge } from "~/components/vehicle/PricePositionBadge";
import { formatNumber, formatPrice } from "~/lib/format";
import { axisTicks, chartPoints, priceExplanation, type ChartPoint } from "~/lib/vehicle/price-position";

/**
 * How the price compares with the market (docs/product/vehicle-page.md#price-position): the label, the sentence that
 * explains it, what the estimate is based on, and, where it was compared with cars of the same model, a chart of their
 * prices against mileage with this car marked, and the same figures as a table. All drawn on the server: plain SVG,
 * no script.
 */
export function PricePosition({ vehicle }: { vehicle: Vehicle }) {
  const explanation = priceExplanation(vehicle);
  if (!explanation) return null;
  const points = chartPoints(vehicle, vehicle.market_comparables);
  return (
    <section aria-labelledby="price-position-heading" className="space-y-3" data-testid="price-position">
      <h2 id="price-position-heading" className="text-xl font-bold text-gray-900">
        How this price compares
      </h2>
      {explanation.position ? <PricePositionBadge position={explanation.position} /> : null}
      <p className="text-gray-900">{explanation.headline}</p>
      <p className="text-sm text-gray-700">{explanation.basis}</p>
      {points.length > 1 ? <PriceChart points={points} model={vehicle.range.name} /> : null}
    </section>
  );
}

const width = 560;
const height = 300;
const margin = { top: 16, right: 20, bottom: 48, left: 76 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

function PriceChart({ points, model }: { points: ChartPoint[]; model: string }) {
  const prices = points.map((point) => point.price);
  const mileages = points.map((point) => point.mileage);
  const priceTicks = axisTicks(Math.min(...prices), Math.max(...prices));
  const mileTicks = axisTicks(0, Math.max(...mileages));
  const [priceLow, priceHigh] = [priceTicks[0], priceTicks.at(-1)!];
  const mileHigh = mileTicks.at(-1)!;
  const x = (miles: number) => margin.left + (miles / mileHigh) * plotWidth;
  const y = (price: number) =>
    margin.top + plotHeight - ((price - priceLow) / Math.max(1, priceHigh - priceLow)) * plotHeight;
  const others = points.filter((point) => !point.current);
  const current = points.find((point) => point.current)!;
  const caption = `Price against mileage: this car and the ${others.length} other ${model} cars it was compared with`;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-labelledby="price-chart-title price-chart-description"
      >
        <title id="price-chart-title">{caption}</title>
        <desc id="price-chart-description">
          {`This car: ${formatNumber(current.mileage)} miles, ${formatPrice(current.price)}. The table below gives every car's figures.`}
        </desc>
        <g className="text-gray-700" fill="currentColor" fontSize="12">
          {priceTicks.map((tick) => (
            <g key={`price-${tick}`}>
              <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
              <text x={margin.left - 8} y={y(tick) + 4} textAnchor="end">
                {formatPrice(tick)}
              </text>
            </g>
          ))}
          {mileTicks.map((tick) => (
            <text key={`miles-${tick}`} x={x(tick)} y={height - margin.bottom + 18} textAnchor="middle">
              {formatNumber(tick)}
            </text>
          ))}
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={margin.top + plotHeight}
            y2={margin.top + plotHeight}
            stroke="#374151"
          />
          <line
            x1={margin.left}
            x2={margin.left}
            y1={margin.top}
            y2={margin.top + plotHeight}
            stroke="#374151"
          />
          <text x={margin.left + plotWidth / 2} y={height - 8} textAnchor="middle" fontWeight="600">
            Mileage (miles)
          </text>
          <text
            transform={`translate(14 ${margin.top + plotHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            fontWeight="600"
          >
            Price
          </text>
        </g>
        {others.map((point, at) => (
          <circle key={at} cx={x(point.mileage)} cy={y(point.price)} r={5} fill="#6b7280" fillOpacity={0.7} />
        ))}
        {/* This car: a larger diamond with an outline and its own label, not only another colour. */}
        <g data-testid="price-chart-this-car">
          <rect
            x={x(current.mileage) - 8}
            y={y(current.price) - 8}
            width={16}
            height={16}
            transform={`rotate(45 ${x(current.mileage)} ${y(current.price)})`}
            fill="#1d4ed8"
            stroke="#111827"
            strokeWidth={2}
          />
          <text
            x={x(current.mileage) + (x(current.mileage) > width - 120 ? -14 : 14)}
            y={y(current.price) - 10}
            textAnchor={x(current.mileage) > width - 120 ? "end" : "start"}
            fontSize="13"
            fontWeight="700"
            fill="#111827"
          >
            This car
          </text>
        </g>
      </svg>
      <figcaption className="text-sm text-gray-700">
        <span aria-hidden="true">◆</span> This car <span aria-hidden="true">●</span> {`Other ${model} cars`}
      </figcaption>
      <details className="rounded border border-gray-200 p-2">
        <summary className="focus-ring cursor-pointer font-semibold text-brand underline">
          The chart&apos;s figures as a table
        </summary>
        <table className="mt-2 w-full text-left text-sm" data-testid="price-chart-table">
          <caption className="text-left text-gray-700">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Car</th>
              <th scope="col">Year</th>
              <th scope="col">Mileage</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, at) => (
              <tr key={at} className={point.current ? "font-bold" : undefined}>
                <th scope="row" className="font-normal">
                  {point.current ? <strong>This car</strong> : `Another ${model}`}
                </th>
                <td>{point.year}</td>
                <td>{`${formatNumber(point.mileage)} miles`}</td>
                <td>{formatPrice(point.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
