import type { ReactNode } from "react";

/** A numbered "what happens next" list. */
export function NextSteps({
  headingId,
  heading,
  steps,
}: {
  headingId: string;
  heading: string;
  steps: ReactNode[];
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-gray-900">
        {heading}
      </h2>
      <ol className="mt-4 grid gap-4">
        {steps.map((step, index) => (
          <li key={index} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="pt-1 text-gray-900">{step}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}
