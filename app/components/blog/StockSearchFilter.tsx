import type { StockFilterChoices } from "~/lib/blog/article.server";

/**
 * A small stock search beside an article: a GET form to the search page with the search's own field names
 * (docs/product/search.md#search-state-and-the-url), so it works without JavaScript; the search page tidies
 * the empty choices away.
 */
export function StockSearchFilter({ choices }: { choices?: StockFilterChoices }) {
  return (
    <section aria-labelledby="stock-search-heading" className="rounded-lg border border-gray-200 p-4">
      <h2 id="stock-search-heading" className="text-xl font-bold text-gray-900">
        Find your next car
      </h2>
      {choices ? (
        <form method="get" action="/used/cars/search" className="mt-3 space-y-3">
          <Choice id="stock-make" name="make" label="Make" any="Any make" options={choices.makes} />
          <Choice
            id="stock-body-type"
            name="body_type"
            label="Body type"
            any="Any body type"
            options={choices.bodyTypes}
          />
          <Choice
            id="stock-max-price"
            name="max_price"
            label="Maximum price"
            any="No maximum"
            options={choices.maxPrices}
          />
          <button type="submit" className="btn-primary w-full">
            Search cars
          </button>
        </form>
      ) : null}
      <p className="mt-3">
        <a href="/used/cars/search" className="font-semibold underline underline-offset-4">
          Browse every used car
        </a>
      </p>
    </section>
  );
}

function Choice({
  id,
  name,
  label,
  any,
  options,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue="" className="field-select">
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
