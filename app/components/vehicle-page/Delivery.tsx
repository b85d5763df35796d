import { Form } from "@remix-run/react";
import type { VehicleDelivery } from "~/lib/delivery/vehicle-delivery";
import type { CostRow } from "~/lib/vehicle/true-cost";
import { controlClass, ErrorMessage, Hint } from "~/components/forms/parts";

/** What the vehicle page's Delivery block shows (load.server.ts `loadDelivery`). */
export interface DeliveryView {
  /** The postcode in the field: the URL's as typed, else the shopper's own. */
  postcode: string;
  message?: string;
  delivery?: VehicleDelivery;
  /** The true-cost table's delivery row. */
  costRow?: CostRow;
  /** The tariff in words (content service): how delivery is priced. */
  tariffNote?: string;
  /** The page URL's other names, carried by the form so a finance choice is not lost. */
  keep: [string, string][];
}

/**
 * Collection and delivery to the shopper's postcode: "Collect from Leeds (12 miles)", "Delivery £149 to LS11 (64
 * miles)". A GET form of the page itself: it works without JavaScript, the URL reproduces the answer, and a postcode
 * the dealer API places becomes the shopper's (kept in the session for the next car).
 */
export function Delivery({ view, slug, town }: { view: DeliveryView; slug: string; town: string }) {
  const { delivery, message } = view;
  const describedBy = ["delivery-postcode-hint", message ? "delivery-postcode-error" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <section
      id="delivery"
      aria-labelledby="delivery-heading"
      className="space-y-3 rounded-lg border border-gray-300 p-4"
    >
      <h2 id="delivery-heading" className="text-lg font-bold text-gray-900">
        Collection and delivery
      </h2>
      {delivery ? (
        <ul className="space-y-1 font-semibold text-gray-900">
          <li>{delivery.collect}</li>
          <li>{delivery.deliver}</li>
        </ul>
      ) : (
        <p className="text-gray-800">{`Collect from ${town}, or enter your postcode to see delivery to you.`}</p>
      )}
      {view.tariffNote ? <p className="text-sm text-gray-700">{view.tariffNote}</p> : null}
      <Form method="get" action={`/used/cars/${slug}`} preventScrollReset className="space-y-2">
        {view.keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="delivery-postcode" className="field-label">
          {delivery ? "Deliver to another postcode" : "Your postcode"}
        </label>
        <Hint id="delivery-postcode-hint">For example, LS11 8BU, or the first part: LS11</Hint>
        {message ? <ErrorMessage id="delivery-postcode-error">{message}</ErrorMessage> : null}
        <div className="flex gap-2">
          <input
            key={view.postcode}
            id="delivery-postcode"
            name="postcode"
            type="text"
            defaultValue={view.postcode}
            autoComplete="postal-code"
            spellCheck={false}
            maxLength={40}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
            className={`${controlClass(Boolean(message))} mt-0 uppercase`}
          />
          <button type="submit" className="btn-secondary shrink-0">
            Check delivery
          </button>
        </div>
      </Form>
    </section>
  );
}
