import { Link } from "@remix-run/react";
import type { Promo } from "@contract/content";
import { formatOrdinalDate } from "~/lib/vehicle/dates";

/**
 * The vehicle promotions whose rules match this car (docs/product/vehicle-page.md#promotions); the loader has
 * already picked them.
 */
export function Promotions({ promotions }: { promotions: Promo[] }) {
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="promotions-heading" className="space-y-3">
      <h2 id="promotions-heading" className="text-xl font-bold text-gray-900">
        Offers on this car
      </h2>
      <ul className="space-y-3">
        {promotions.map((promo) => (
          <li key={promo.id} className="rounded-lg border-l-4 border-accent bg-orange-50 p-4">
            <h3 className="font-bold text-gray-900">{promo.contents.heading}</h3>
            <p className="mt-1 text-gray-900">{promo.contents.text}</p>
            <p className="mt-1 text-sm text-gray-700">
              {promo.contents.terms}
              {promo.contents.ends_on ? ` Ends ${formatOrdinalDate(promo.contents.ends_on)}.` : null}
            </p>
            <p className="mt-2">
              <Link to={promo.contents.link} className="font-semibold underline">
                Find out more<span className="sr-only"> about {promo.contents.heading}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
