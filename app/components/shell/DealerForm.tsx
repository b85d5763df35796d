import { Form, useLocation } from "@remix-run/react";
import type { Department } from "@contract/content";
import { focusRing } from "./styles";

/**
 * Choose the visitor's branch: a plain POST to /select-dealer, which stores it in the session and redirects back here
 * (redirectTo), so it works without JavaScript; with it, Remix submits in place and the panel closes on the redirect.
 */
export function DealerForm({ departments, selected }: { departments: Department[]; selected?: Department }) {
  const location = useLocation();
  return (
    <Form method="post" action="/select-dealer" className="space-y-4">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset>
        <legend className="mb-2 font-semibold text-gray-900">Choose your nearest branch</legend>
        <div className="space-y-1">
          {departments.map((department) => {
            const id = `dealer-${department.slug}`;
            const addressId = `${id}-address`;
            return (
              <div key={department.slug} className="flex items-start gap-3 py-1">
                <input
                  id={id}
                  type="radio"
                  name="dealer"
                  value={department.slug}
                  defaultChecked={department.slug === selected?.slug}
                  required
                  aria-describedby={addressId}
                  className={`mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand ${focusRing}`}
                />
                <div>
                  <label htmlFor={id} className="block min-h-6 cursor-pointer font-medium">
                    {department.name}
                  </label>
                  <p id={addressId} className="text-sm text-gray-700">
                    {department.line1}, {department.city_town} {department.postcode}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
      <button
        type="submit"
        className={`inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark ${focusRing}`}
      >
        Select branch
      </button>
    </Form>
  );
}
