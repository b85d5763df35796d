import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { useArrivalFocus } from "~/components/forms/use-arrival-focus";
import { STEP_NAMES, WIZARD_PATHS, type StepNumber } from "~/lib/valuation/steps";

/** The steps, with a tick for each one done and the current one marked (read as "Step 2 of 4: …, current"). */
export function StepIndicator({ current }: { current: StepNumber }) {
  return (
    <nav aria-label="Valuation progress" className="mb-6">
      <ol className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {STEP_NAMES.map((name, index) => {
          const step = index + 1;
          const done = step < current || current === 4;
          const here = step === current;
          return (
            <li
              key={name}
              aria-current={here ? "step" : undefined}
              className={`flex items-start gap-2 rounded-md border-2 p-2 ${
                here ? "border-brand bg-white font-semibold text-gray-900" : "border-gray-200 text-gray-700"
              }`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  done ? "bg-green-700 text-white" : "bg-gray-200 text-gray-900"
                }`}
              >
                {done ? "✓" : step}
              </span>
              <span>
                <span className="sr-only">{`Step ${step} of ${STEP_NAMES.length}: `}</span>
                {name}
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface WizardPageProps {
  title: string;
  step?: StepNumber;
  backTo?: string;
  /** 'Reset Valuation' (steps 2 and 3 and the error view). */
  reset?: boolean;
  children: ReactNode;
}

/** A page of the valuation wizard: back link, steps, heading, the step's content, and Reset Valuation. */
export function WizardPage({ title, step, backTo, reset, children }: WizardPageProps) {
  const heading = useArrivalFocus();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      {backTo ? (
        <Link
          to={backTo}
          className="mb-6 inline-flex min-h-[44px] items-center font-semibold underline underline-offset-2"
        >
          <span aria-hidden="true" className="mr-1">
            ‹
          </span>
          Back
        </Link>
      ) : null}
      {step ? <StepIndicator current={step} /> : null}
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-bold text-gray-900 focus:outline-none sm:text-4xl"
      >
        {title}
      </h1>
      <div className="mt-6">{children}</div>
      {reset ? <ResetValuation /> : null}
    </div>
  );
}

/** Forgets every answer and starts again at step 1 (a POST: it changes what the server keeps). */
export function ResetValuation() {
  return (
    <Form method="post" action={WIZARD_PATHS.reset} className="mt-8 border-t border-gray-200 pt-6">
      <button type="submit" className="btn-secondary">
        Reset Valuation
      </button>
    </Form>
  );
}
