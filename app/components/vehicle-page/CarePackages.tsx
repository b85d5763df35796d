import { Link } from "@remix-run/react";
import type { CarePackage } from "@contract/content";
import { formatPrice } from "~/lib/format";

const years = (count: number) => `${count} ${count === 1 ? "year" : "years"}`;

/**
 * Bronze, Silver and Gold (docs/product/vehicle-page.md#admin-fee-and-packages): what each adds on top of the
 * admin fee.
 */
export function CarePackages({ packages }: { packages: CarePackage[] }) {
  return (
    <section aria-labelledby="packages-heading" className="space-y-3 print:hidden">
      <h2 id="packages-heading" className="text-xl font-bold text-gray-900">
        Packages
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        {packages.map((item) => (
          <li key={item.slug} className="rounded-lg border border-gray-300 p-4">
            <h3 className="font-bold text-gray-900">{item.name}</h3>
            <p className="text-lg font-semibold text-gray-900">
              {item.price > 0 ? `${formatPrice(item.price)} on top of the admin fee` : "Included"}
            </p>
            <p className="mt-1 text-sm text-gray-700">{item.summary}</p>
            <ul className="mt-2 space-y-1 text-sm text-gray-900">
              {item.items.map((cover) => (
                <li key={cover.name}>
                  {cover.name}: {years(cover.years)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/packages" className="font-semibold underline">
          View all packages
        </Link>
      </p>
    </section>
  );
}
