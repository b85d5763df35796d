import type { Provenance } from "@contract/vehicle";
import { formatOrdinalDate } from "~/lib/vehicle/dates";
import { clearChecks, flaggedChecks, reportDay } from "~/lib/vehicle/provenance";
import { TickIcon, WarningIcon } from "~/components/icons";

/** The checks of a history report: used on the vehicle page and its print page. */
export function ProvenanceChecks({
  provenance,
  headingLevel,
}: {
  provenance: Provenance;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const clear = clearChecks(provenance.items);
  const flagged = flaggedChecks(provenance.items);
  return (
    <>
      {flagged.length > 0 ? (
        <div className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-4">
          <Heading className="font-bold text-gray-900">Ask us about</Heading>
          <ul className="mt-2 space-y-1">
            {flagged.map((check) => (
              <li key={check.key} className="flex items-start gap-2 text-gray-900">
                <WarningIcon className="mt-0.5 h-5 w-5 text-amber-800" />
                <span>
                  <strong>{check.title}</strong>: the check found a record. We will show you the full report
                  and explain it before you buy.
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="divide-y divide-gray-200">
        {clear.map((check) => (
          <li key={check.key} className="py-3">
            <div className="flex items-start gap-2">
              <TickIcon className="mt-0.5 h-5 w-5 text-green-700" />
              <div>
                <p className="font-bold text-gray-900">{check.title}</p>
                <p className="text-gray-900">{check.summary}</p>
                <details className="mt-1 print:hidden">
                  <summary className="inline-flex min-h-[44px] items-center text-brand underline">
                    Read more<span className="sr-only"> about the {check.title.toLowerCase()} check</span>
                  </summary>
                  <p className="text-gray-700">{check.detail}</p>
                </details>
                <p className="hidden text-sm text-gray-700 print:block">{check.detail}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The report's reference and date. */
export function ProvenanceReference({ provenance }: { provenance: Provenance }) {
  const day = reportDay(provenance.created_at);
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
      <div className="flex gap-2">
        <dt className="text-gray-700">Reference</dt>
        <dd className="font-semibold text-gray-900">{provenance.report_id}</dd>
      </div>
      {day ? (
        <div className="flex gap-2">
          <dt className="text-gray-700">Checked on</dt>
          <dd className="font-semibold text-gray-900">{formatOrdinalDate(day)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The vehicle history check (docs/product/vehicle-page.md#history-check): the checks, read more, reference,
 * date and 'Print details'.
 */
export function HistoryCheck({ provenance, printHref }: { provenance: Provenance; printHref: string }) {
  return (
    <section aria-labelledby="history-check-heading" className="space-y-4">
      <h2 id="history-check-heading" className="text-2xl font-bold text-gray-900">
        Vehicle history check
      </h2>
      <ProvenanceReference provenance={provenance} />
      <ProvenanceChecks provenance={provenance} headingLevel={3} />
      <p>
        <a href={printHref} target="_blank" rel="noopener" className="font-semibold underline">
          Print details<span className="sr-only"> of the history check</span> (opens in a new tab)
        </a>
      </p>
    </section>
  );
}
