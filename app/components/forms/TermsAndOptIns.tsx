import { Html } from "~/components/Html";
import type { DrawableDefinition } from "~/lib/forms/view";
import { fieldId, HONEYPOT_FIELD, OPT_IN_FIELD, TERMS_FIELD } from "~/lib/forms/names";
import { ErrorMessage, Hint, RequiredMark } from "./parts";
import { useField } from "remix-validated-form";
import { CHECK_ON_SUBMIT } from "./check-on-submit";

/** The terms (their HTML, sanitised by the loader) and the box that accepts them: required with force_terms. */
export function TermsBox({ definition, formKey }: { definition: DrawableDefinition; formKey: string }) {
  const id = fieldId(formKey, TERMS_FIELD);
  const { error, getInputProps } = useField(TERMS_FIELD, { validationBehavior: CHECK_ON_SUBMIT });
  return (
    <div>
      <Html
        as="div"
        id={`${id}-text`}
        className="prose-content text-sm text-gray-700 [&_p]:mb-2"
        html={definition.terms.terms}
      />
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
      <div className="flex items-start gap-3">
        <input
          {...getInputProps({
            type: "checkbox",
            value: "yes",
            id,
            "aria-invalid": error ? true : undefined,
            "aria-required": definition.force_terms || undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
          })}
          className="mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-brand"
        />
        <label htmlFor={id} className="cursor-pointer">
          {definition.terms.label}
          {definition.force_terms ? <RequiredMark /> : null}
        </label>
      </div>
    </div>
  );
}

function OptInBox({ name, label, formKey }: { name: string; label: string; formKey: string }) {
  const field = `${OPT_IN_FIELD}.${name}`;
  const id = fieldId(formKey, field);
  const { getInputProps } = useField(field, { validationBehavior: CHECK_ON_SUBMIT });
  return (
    <div className="flex items-center gap-2">
      <input
        {...getInputProps({ type: "checkbox", value: "yes", id })}
        className="h-6 w-6 cursor-pointer accent-brand"
      />
      <label htmlFor={id} className="cursor-pointer">
        {label}
      </label>
    </div>
  );
}

/** How the shopper is happy to hear about offers: optional, nothing ticked by default. */
export function OptIns({ definition, formKey }: { definition: DrawableDefinition; formKey: string }) {
  if (definition.opt_in.length === 0) return null;
  const hintId = fieldId(formKey, `${OPT_IN_FIELD}-hint`);
  return (
    <fieldset aria-describedby={definition.opt_in_description ? hintId : undefined}>
      <legend className="font-semibold text-gray-900">Keeping in touch (optional)</legend>
      {definition.opt_in_description ? <Hint id={hintId}>{definition.opt_in_description}</Hint> : null}
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {definition.opt_in.map((channel) => (
          <OptInBox key={channel.name} name={channel.name} label={channel.label} formKey={formKey} />
        ))}
      </div>
    </fieldset>
  );
}

/** A field people never see or reach (display: none); robots fill it in, and the dealer API refuses them. */
export function Honeypot({ formKey }: { formKey: string }) {
  const id = fieldId(formKey, HONEYPOT_FIELD);
  return (
    <div className="hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
