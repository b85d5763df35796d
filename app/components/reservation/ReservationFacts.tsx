import { RESERVATION_FACTS } from "~/lib/forms/reservation";
import { TickList } from "~/components/TickList";

/**
 * What reserving gives the shopper (docs/product/accounts-and-reservations.md#reserving-a-car), as a tick
 * list.
 */
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
      <TickList items={RESERVATION_FACTS} className="mt-3 grid gap-2" />
    </section>
  );
}
