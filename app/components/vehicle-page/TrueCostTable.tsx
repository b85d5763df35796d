import type { CostRow } from "~/lib/vehicle/true-cost";

interface TrueCostTableProps {
  rows: CostRow[];
}

/**
 * What the car really costs: one accessible table. The finance issue appends its rows (monthly payment, total
 * payable) to `rows` in the same shape.
 */
export function TrueCostTable({ rows }: TrueCostTableProps) {
  return (
    <section aria-labelledby="true-cost-heading" className="space-y-3">
      <h2 id="true-cost-heading" className="text-xl font-bold text-gray-900">
        The true cost of this car
      </h2>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">What this car costs to buy and keep on the road</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Cost</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-gray-200 align-top">
              <th scope="row" className="py-2 pr-4 font-normal text-gray-700">
                {row.label}
              </th>
              <td className="py-2 text-right">
                <span className="font-semibold text-gray-900">{row.value}</span>
                {row.note ? <span className="block text-sm text-gray-700">{row.note}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
