import type { AdminFees } from "~/dealer/vehicle.server";
import { formatPrice } from "~/lib/format";

/**
 * The admin-fee information (docs/product/vehicle-page.md#admin-fee-and-packages): a disclosure that works
 * without JavaScript.
 */
export function AdminFeeInfo({ adminFees }: { adminFees: AdminFees }) {
  return (
    <details className="rounded-md border border-gray-300 bg-gray-50 px-4 py-2">
      <summary className="min-h-[44px] py-2 font-semibold text-brand underline">
        What is the admin fee?
      </summary>
      <div className="space-y-3 pb-2 text-sm text-gray-900">
        <table className="w-full text-left">
          <caption className="sr-only">Admin fee by customer</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-1 pr-4 font-semibold">
                Customer
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Admin fee
              </th>
            </tr>
          </thead>
          <tbody>
            {adminFees.fees.map((fee) => (
              <tr key={fee.customer_type} className="border-b border-gray-200">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {fee.label}
                </th>
                <td className="py-1 text-right">{formatPrice(fee.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{adminFees.note}</p>
        <p>{adminFees.deliveryNote}</p>
      </div>
    </details>
  );
}
