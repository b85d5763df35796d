import { Link } from "@remix-run/react";
import { searchHref } from "~/lib/vehicle/breadcrumbs";

interface BreadcrumbsProps {
  backHref: string;
  make: { name: string; slug: string };
  range: { name: string; slug: string };
  /** The car's short name, the current page. */
  current: string;
}

const crumbLink = "inline-flex min-h-[32px] items-center text-brand underline";

/**
 * docs/product/vehicle-page.md#breadcrumbs: Back to results (the shopper's own search), then Home › Search
 * Results › make › range › this car. On a phone only "Back to results", one short line above the car's name: the trail
 * starts at sm (docs/decisions/305-car-page-first-screen.md).
 */
export function Breadcrumbs({ backHref, make, range, current }: BreadcrumbsProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-0 text-sm print:hidden">
      <Link to={backHref} className={`${crumbLink} font-semibold`}>
        <span aria-hidden="true" className="mr-1">
          ‹
        </span>
        Back to results
      </Link>
      <nav aria-label="Breadcrumb" className="hidden sm:block">
        <ol className="flex flex-wrap items-center gap-x-2">
          <li>
            <Link to="/" className={crumbLink}>
              Home
            </Link>
          </li>
          <Crumb>
            <Link to="/used/cars/search" className={crumbLink}>
              Search Results
            </Link>
          </Crumb>
          <Crumb>
            <Link to={searchHref(make.slug)} className={crumbLink}>
              {make.name}
            </Link>
          </Crumb>
          <Crumb>
            <Link to={searchHref(make.slug, range.slug)} className={crumbLink}>
              {range.name}
            </Link>
          </Crumb>
          <Crumb>
            <span aria-current="page" className="text-gray-700">
              {current}
            </span>
          </Crumb>
        </ol>
      </nav>
    </div>
  );
}

function Crumb({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-x-2">
      <span aria-hidden="true" className="text-gray-700">
        /
      </span>
      {children}
    </li>
  );
}
