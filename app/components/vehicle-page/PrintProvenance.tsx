import type { Provenance, Vehicle } from "@contract/vehicle";
import { ProvenanceChecks, ProvenanceReference } from "./HistoryCheck";
import { PrintControls } from "./PrintControls";

/**
 * The printable vehicle-history check (docs/product/vehicle-page.md#the-page,
 * `/used/cars/provenance/print/{slug}`).
 */
export function PrintProvenance({ vehicle, provenance }: { vehicle: Vehicle; provenance: Provenance }) {
  return (
    <article className="space-y-4 text-gray-900">
      <PrintControls backHref={`/used/${vehicle.category}/${vehicle.slug}`} backLabel="Back to the car" />
      <p className="text-sm text-gray-700">{vehicle.location.site.name}</p>
      <h1 className="text-3xl font-bold">Vehicle history check</h1>
      <p className="text-lg">
        {vehicle.make.name} {vehicle.range.name} {vehicle.derivative}, registration{" "}
        <strong>{vehicle.formatted_plate}</strong>
      </p>
      <ProvenanceReference provenance={provenance} />
      <ProvenanceChecks provenance={provenance} headingLevel={2} />
    </article>
  );
}
