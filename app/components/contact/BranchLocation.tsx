import type { Department } from "@contract/content";
import { destinationOf, directionsUrl, DIRECTIONS_SERVICE, mapUrl } from "~/lib/contact/maps";

const link = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

/**
 * Where the branch is: a link to it on OpenStreetMap and directions from the maps service, to the branch's name, first
 * address line and postcode. No map script or frame runs in our page (nothing from another site before consent); the
 * typed start address goes to the maps service in a plain GET form.
 */
export function BranchLocation({ branch }: { branch: Department }) {
  return (
    <section aria-labelledby="find-us-heading" className="rounded-lg border border-gray-200 bg-white p-6">
      <h2 id="find-us-heading" className="text-2xl font-bold text-gray-900">
        Find {branch.name}
      </h2>
      <p className="mt-2 text-gray-800">{destinationOf(branch)}</p>
      <ul className="mt-4 space-y-2">
        <li>
          <a href={mapUrl(branch)} rel="noopener" className={link}>
            See {branch.name} on a map<span className="sr-only"> (OpenStreetMap)</span>
          </a>
        </li>
        <li>
          <a href={directionsUrl(branch)} rel="noopener" className={link}>
            Directions to {branch.name}
            <span className="sr-only"> (Google Maps)</span>
          </a>
        </li>
      </ul>
      <form method="get" action={DIRECTIONS_SERVICE} className="mt-6">
        <input type="hidden" name="api" value="1" />
        <input type="hidden" name="destination" value={destinationOf(branch)} />
        <label htmlFor="directions-origin" className="block font-semibold text-gray-900">
          Get directions from your address or postcode
        </label>
        <p id="directions-origin-hint" className="text-sm text-gray-700">
          Opens Google Maps with the route to {branch.name}.
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <input
            id="directions-origin"
            name="origin"
            type="text"
            autoComplete="address-line1"
            aria-describedby="directions-origin-hint"
            className="min-h-11 w-full max-w-sm rounded-md border-2 border-gray-700 px-3"
          />
          <button type="submit" className="btn-secondary">
            Get directions
          </button>
        </div>
      </form>
    </section>
  );
}
