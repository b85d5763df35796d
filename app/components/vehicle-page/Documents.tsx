import type { Vehicle } from "@contract/vehicle";
import { formatMileage } from "~/lib/format";
import { formatOrdinalDate } from "~/lib/vehicle/dates";
import { TableRegion } from "~/components/tables/TableRegion";
import { motTestsNewestFirst, serviceHistoryNewestFirst } from "~/lib/vehicle/history";

interface DocumentsProps {
  vehicle: Vehicle;
  /**
   * docs/product/vehicle-page.md#documents: 'Number of keys: 2' when the spare-key call answers truthy;
   * failures are swallowed.
   */
  spareKey: boolean;
}

const cell = "py-2 pr-4 align-top";

/**
 * The documents panel (docs/product/vehicle-page.md#documents): MOT and service history (newest first) and
 * the keys.
 */
export function Documents({ vehicle, spareKey }: DocumentsProps) {
  const services = serviceHistoryNewestFirst(vehicle.service_history);
  const tests = motTestsNewestFirst(vehicle.mot.tests);
  return (
    <section aria-labelledby="documents-heading" className="space-y-6">
      <h2 id="documents-heading" className="text-2xl font-bold text-gray-900">
        Documents
      </h2>
      {spareKey ? <p className="font-semibold text-gray-900">Number of keys: 2</p> : null}
      <div className="space-y-3">
        <h3 className="text-xl font-bold text-gray-900">MOT history</h3>
        <p className="text-gray-900">
          MOT valid until <strong>{formatOrdinalDate(vehicle.mot.date)}</strong>
        </p>
        {tests.length === 0 ? (
          <p className="text-gray-700">This car is too new to have needed an MOT test.</p>
        ) : (
          <TableRegion captionId="mot-history-caption">
            <table className="w-full border-collapse text-left text-sm">
              <caption id="mot-history-caption" className="sr-only">
                MOT tests, newest first
              </caption>
              <ColumnHeads columns={["Date", "Result", "Mileage", "Advisories and failures"]} />
              <tbody>
                {tests.map((test, index) => (
                  <tr key={`${test.test_date}-${index}`} className="border-b border-gray-200">
                    <td className={cell}>{formatOrdinalDate(test.test_date)}</td>
                    <td className={`${cell} font-semibold ${test.result === "FAIL" ? "text-red-800" : ""}`}>
                      {test.result === "PASS" ? "Pass" : "Fail"}
                    </td>
                    <td className={cell}>{formatMileage(test.odometer_value)}</td>
                    <td className={cell}>
                      {test.advisories.length > 0 ? (
                        <ul className="list-disc pl-4">
                          {test.advisories.map((advisory) => (
                            <li key={advisory}>{advisory}</li>
                          ))}
                        </ul>
                      ) : (
                        "None"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </div>
      <div className="space-y-3">
        <h3 className="text-xl font-bold text-gray-900">Service history</h3>
        {services.length === 0 ? (
          <p className="text-gray-700">No services are recorded yet.</p>
        ) : (
          <TableRegion captionId="service-history-caption">
            <table className="w-full border-collapse text-left text-sm">
              <caption id="service-history-caption" className="sr-only">
                Services, newest first
              </caption>
              <ColumnHeads columns={["Date", "Mileage", "Service", "Garage"]} />
              <tbody>
                {services.map((record) => (
                  <tr key={record.service_date} className="border-b border-gray-200">
                    <td className={cell}>{formatOrdinalDate(record.service_date)}</td>
                    <td className={cell}>{formatMileage(record.mileage)}</td>
                    <td className={cell}>{record.type}</td>
                    <td className={cell}>{record.garage}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </div>
    </section>
  );
}

/** A table's column headings. */
function ColumnHeads({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr className="border-b border-gray-300">
        {columns.map((column) => (
          <th key={column} scope="col" className={cell}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
