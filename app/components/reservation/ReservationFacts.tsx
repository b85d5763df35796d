import { RESERVATION_FACTS } from "~/lib/forms/reservation";

/** What reserving gives the shopper (spec 2 §9), as a tick list. */
export function ReservationFacts({
  headingId,
  heading = "Why reserve online",
}: {
  headingId: string;
  heading?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-brand-light p-5">
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        {heading}
      </h2>
      <ul className="mt-3 grid gap-2">
        {RESERVATION_FACTS.map((fact) => (
          <li key={fact} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-green-800">
              ✓
            </span>
            <span>{fact}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
