import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { useArrivalFocus } from "~/components/forms/use-arrival-focus";

interface FormPageProps {
  title: string;
  /** What the form is about, under the heading (the car). */
  subtitle?: ReactNode;
  /** The page the shopper came from. */
  backTo?: string;
  /** A step of a journey: focus its heading when it is reached in the browser (use-arrival-focus.ts). */
  focusOnArrival?: boolean;
  children: ReactNode;
}

/** A page that is one form: a back link, the heading, the form (GOV.UK question page). */
export function FormPage({ title, subtitle, backTo, focusOnArrival, children }: FormPageProps) {
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
      <h1
        ref={focusOnArrival ? heading : undefined}
        tabIndex={focusOnArrival ? -1 : undefined}
        className="text-3xl font-bold text-gray-900 focus:outline-none sm:text-4xl"
      >
        {title}
      </h1>
      {subtitle ? <div className="mt-2 text-lg text-gray-700">{subtitle}</div> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}
