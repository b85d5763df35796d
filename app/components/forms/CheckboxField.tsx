import { useFieldOf } from "~/components/forms/fields";
import { ErrorMessage } from "~/components/forms/parts";

/**
 * One tick box of a ValidatedPostForm, on remix-validated-form's `useField`, posted as "yes" when ticked: an offer to
 * opt in, or a box the rules need ticked (its message then sits above it, GOV.UK). Ticked when the form's value for it
 * is "yes" (what it was answered, or what was left when the form came back).
 */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { id, error, getInputProps } = useFieldOf(name);
  return (
    <div>
      {error ? <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage> : null}
      <div className="mt-1 flex items-start gap-3">
        <input
          {...getInputProps({
            id,
            type: "checkbox",
            value: "yes",
            "aria-describedby": error ? `${id}-error` : undefined,
            "aria-invalid": error ? true : undefined,
            className: "mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-brand",
          })}
        />
        <label htmlFor={id} className="cursor-pointer">
          {label}
        </label>
      </div>
    </div>
  );
}
