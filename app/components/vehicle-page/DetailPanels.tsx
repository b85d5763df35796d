import type { ReactNode } from "react";
import { featureGroups } from "@contract/vehicle-vocabulary";
import type { Vehicle } from "@contract/vehicle";
import { formatPrice } from "~/lib/format";
import {
  efficiencyRows,
  OVERVIEW_FEATURE_LIMIT,
  technicalSpecRows,
  type DetailTabId,
} from "~/lib/vehicle/details";
import { isUlezCompliant } from "~/lib/vehicle/ulez";
import { TickIcon } from "~/components/icons";

const subheading = "mb-2 mt-4 font-bold text-gray-900 first:mt-0";

function TickList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-gray-900">
          <TickIcon className="mt-0.5 h-5 w-5 text-green-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function FactTable({ caption, rows }: { caption: string; rows: { label: string; value: string }[] }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-gray-200">
            <th scope="row" className="py-2 pr-4 font-normal text-gray-700">
              {row.label}
            </th>
            <td className="py-2 font-semibold text-gray-900">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The content of each details tab (docs/product/vehicle-page.md#details). */
export function detailPanel(id: DetailTabId, vehicle: Vehicle): ReactNode {
  switch (id) {
    case "overview":
      return (
        <>
          <h4 className={subheading}>Highlights</h4>
          <TickList items={vehicle.classifiedFeatures.slice(0, OVERVIEW_FEATURE_LIMIT)} />
          <h4 className={subheading}>About this car</h4>
          <p className="leading-relaxed text-gray-900">{vehicle.description}</p>
        </>
      );
    case "features":
      return featureGroups
        .filter((group) => (vehicle.feature[group] ?? []).length > 0)
        .map((group) => (
          <div key={group}>
            <h4 className={subheading}>{group}</h4>
            <TickList items={vehicle.feature[group] ?? []} />
          </div>
        ));
    case "technical":
      return <FactTable caption="Technical specification" rows={technicalSpecRows(vehicle.technical_spec)} />;
    case "efficiency": {
      const ulez = isUlezCompliant(vehicle.fuel_type.name, vehicle.technical_data["standard-euro-emissions"]);
      const rows = [
        ...efficiencyRows(vehicle),
        { label: "London ULEZ", value: ulez ? "Compliant" : "Not compliant" },
        { label: "Road tax (VED)", value: `${formatPrice(vehicle.tax_rate_value)} a year` },
      ];
      return <FactTable caption="Vehicle efficiency" rows={rows} />;
    }
    case "safety":
      return (["Safety", "Security"] as const).map((group) => (
        <div key={group}>
          <h4 className={subheading}>{group}</h4>
          <TickList items={vehicle.standard_equipment[group].map((item) => item.name)} />
        </div>
      ));
    case "extras":
      return (
        <FactTable
          caption="Optional extras fitted"
          rows={vehicle.optional_extras.map((extra) => ({
            label: extra.short_description,
            value: extra.price > 0 ? formatPrice(extra.price) : "Included",
          }))}
        />
      );
  }
}
