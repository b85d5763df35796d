import { Form, useNavigate } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { controlClass, ErrorMessage, Hint } from "~/components/forms/parts";
import { useErrorTitle } from "~/components/forms/use-error-title";
import { fieldId } from "~/lib/forms/names";
import {
  CAR_WORTH_MARKER,
  VALUATION_PATH,
  validateCarWorth,
  valuationUrl,
  type CarWorthErrors,
  type CarWorthValues,
} from "~/lib/home/car-worth";

const FORM_KEY = "car-worth";
export const CAR_WORTH_ANCHOR = "value-my-car";

interface CarWorthFormProps {
  /** What the page's loader found wrong with a no-JS submission, and the values as typed. */
  submitted?: { values: CarWorthValues; errors: CarWorthErrors };
  /** The page whose loader checks a no-JS submission (the home page, or /sell-my-car). */
  checkAt?: string;
}

/**
 * The car-worth form (docs/product/home.md#car-worth-form): 'Vehicle registration', 'Current mileage', 'Value
 * my car', a GET to the valuation wizard. Without JavaScript the button sends the form through the home page
 * first (its loader checks it and redirects to the wizard, or shows the errors here with the values kept);
 * enhanced, the browser checks it with the same rule.
 */
export function CarWorthForm({ submitted, checkAt = "/" }: CarWorthFormProps) {
  const enhanced = useHydrated();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<CarWorthErrors>(submitted?.errors ?? {});
  const summary = useRef<HTMLDivElement>(null);
  const listed = (["vrm", "mileage"] as const).flatMap((name) =>
    errors[name] ? [[name, errors[name]] as [string, string]] : [],
  );
  useErrorTitle(listed.length > 0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = validateCarWorth({
      vrm: String(data.get("vrm") ?? ""),
      mileage: String(data.get("mileage") ?? ""),
    });
    if (result.ok) {
      setErrors({});
      navigate(valuationUrl(result.vrm, result.mileage));
      return;
    }
    setErrors(result.errors);
    // The summary may already be showing: focus it again so the new errors are read.
    requestAnimationFrame(() => summary.current?.focus());
  }

  return (
    <section id={CAR_WORTH_ANCHOR} aria-labelledby="car-worth-heading" className="bg-white px-4 py-12">
      <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id="car-worth-heading" className="text-2xl font-bold text-gray-900">
            What is your car worth?
          </h2>
          <p className="mt-2 text-gray-800">
            Enter your registration and mileage for a free valuation. Part-exchange it or sell it to us
            outright.
          </p>
        </div>
        <Form
          method="get"
          action={VALUATION_PATH}
          noValidate
          aria-labelledby="car-worth-heading"
          onSubmit={enhanced ? onSubmit : undefined}
          className="space-y-4 rounded-lg border border-gray-200 bg-gray-50 p-5"
        >
          {listed.length > 0 ? (
            <ErrorSummary formKey={FORM_KEY} errors={listed} headingLevel={3} boxRef={summary} />
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              name="vrm"
              label="Vehicle registration"
              hint="For example, YD18 WBW"
              defaultValue={submitted?.values.vrm}
              error={errors.vrm}
              autoComplete="off"
              extra={{ autoCapitalize: "characters", spellCheck: false, className: "uppercase" }}
            />
            <Field
              name="mileage"
              label="Current mileage"
              hint="For example, 45000"
              defaultValue={submitted?.values.mileage}
              error={errors.mileage}
              autoComplete="off"
              extra={{ inputMode: "numeric" }}
            />
          </div>
          {enhanced ? null : <input type="hidden" name={CAR_WORTH_MARKER} value="1" />}
          <button
            type="submit"
            className="btn-accent w-full sm:w-auto"
            // Without JavaScript the page checks the form first (and then sends the visitor on).
            formAction={enhanced ? undefined : checkAt}
          >
            Value my car
          </button>
        </Form>
      </div>
    </section>
  );
}

interface FieldProps {
  name: "vrm" | "mileage";
  label: string;
  hint: string;
  defaultValue?: string;
  error?: string;
  autoComplete: string;
  extra: Record<string, unknown> & { className?: string };
}

function Field({ name, label, hint, defaultValue, error, autoComplete, extra }: FieldProps) {
  const id = fieldId(FORM_KEY, name);
  const { className = "", ...rest } = extra;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
      </label>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={`${controlClass(Boolean(error))} ${className}`}
        {...rest}
      />
    </div>
  );
}
