import type { MouseEvent, ReactNode, Ref } from "react";
import { fieldId } from "~/lib/forms/names";

type HeadingLevel = 2 | 3;

function Heading({ level, id, children }: { level: HeadingLevel; id: string; children: string }) {
  const Tag = level === 2 ? "h2" : "h3";
  return (
    <Tag id={id} className="text-xl font-bold text-gray-900">
      {children}
    </Tag>
  );
}

/** Moves focus to the field itself: following a link to an input scrolls to it but does not always focus it. */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.closest("div, fieldset")?.scrollIntoView({ block: "center" });
}

interface ErrorSummaryProps {
  formKey: string;
  /** [field name, message] in the form's order. */
  errors: [string, string][];
  headingLevel: HeadingLevel;
  boxRef: Ref<HTMLDivElement>;
}

/** GOV.UK's error summary: "There is a problem", each error a link to its field; focused when it appears. */
export function ErrorSummary({ formKey, errors, headingLevel, boxRef }: ErrorSummaryProps) {
  return (
    <AlertBox
      titleId={`${formKey}-error-summary-title`}
      title="There is a problem"
      headingLevel={headingLevel}
      boxRef={boxRef}
      className="bg-white"
    >
      <ul className="mt-2 list-none space-y-1">
        {errors.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${fieldId(formKey, name)}`}
              onClick={focusField}
              className="font-semibold text-red-700 underline underline-offset-2"
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </AlertBox>
  );
}

interface FailureProps {
  formKey: string;
  message: string;
  detail?: string;
  headingLevel: HeadingLevel;
  boxRef: Ref<HTMLDivElement>;
}

/**
 * The dealer API could not take the submission: the message of docs/product/forms.md#submitting, and what to
 * do; everything typed is still there.
 */
export function SubmissionFailure({ formKey, message, detail, headingLevel, boxRef }: FailureProps) {
  return (
    <AlertBox
      titleId={`${formKey}-failure-title`}
      title={message}
      headingLevel={headingLevel}
      boxRef={boxRef}
      className="bg-red-50"
    >
      {detail ? <p className="mt-2 text-gray-900">{detail}</p> : null}
    </AlertBox>
  );
}

/** A red-bordered alert that takes focus when it appears, named by its heading. */
function AlertBox({
  titleId,
  title,
  headingLevel,
  boxRef,
  className,
  children,
}: {
  titleId: string;
  title: string;
  headingLevel: HeadingLevel;
  boxRef: Ref<HTMLDivElement>;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={boxRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      // Without JavaScript this is the only way to move focus to the box when the page comes back with it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className={`rounded-md border-4 border-red-700 p-4 focus:outline-none focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-brand ${className}`}
    >
      <Heading level={headingLevel} id={titleId}>
        {title}
      </Heading>
      {children}
    </div>
  );
}
