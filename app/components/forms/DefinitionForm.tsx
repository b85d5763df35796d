import { useEffect, useMemo, useRef, useState, type MutableRefObject } from "react";
import { useActionData, useFetcher, useRouteLoaderData, type FetcherWithComponents } from "@remix-run/react";
import { ValidatedForm, useFormContext, useIsSubmitting } from "remix-validated-form";
import type { FormDefinition } from "@contract/forms";
import { ukToday } from "@contract/form-rules";
import type { RootData } from "~/root";
import { formValidator } from "~/lib/forms/schema";
import { CONTEXT_FIELDS, OPT_IN_FIELD, TERMS_FIELD } from "~/lib/forms/names";
import { encodeSnapshot } from "~/lib/forms/snapshot";
import { isFormActionData, type FormActionData, type FormView } from "~/lib/forms/view";
import { FormFieldControl } from "./FormFieldControl";
import { Honeypot, OptIns, TermsBox } from "./TermsAndOptIns";
import { ErrorSummary, SubmissionFailure } from "./ErrorSummary";
import { RequiredExplained } from "./parts";
import { useErrorTitle } from "./use-error-title";

export type FormVariant = "standard" | "labelled" | "modal";

export interface DefinitionFormProps {
  view: FormView;
  /** standard: two columns on wide screens; labelled: one roomy column; modal: one compact column for a dialog. */
  variant?: FormVariant;
  /**
   * fetcher: with JavaScript the form posts in place and shows errors where it is (pages that only host a form);
   * navigation: the post renders the action's own page (the form's own page: /enquiry, /reserve/{slug}).
   * Without JavaScript both are a plain POST.
   */
  mode?: "fetcher" | "navigation";
  /** The level of the headings inside the form (error summary, failure): one below the section's heading. */
  headingLevel?: 2 | 3;
}

const layout: Record<FormVariant, string> = {
  standard: "grid gap-5 sm:grid-cols-2",
  labelled: "grid max-w-xl gap-6",
  modal: "grid gap-4",
};
const wide: Record<FormVariant, string> = { standard: "sm:col-span-2", labelled: "", modal: "" };

/** Field names in the order the form shows them: the order of the error summary. */
function orderedNames(definition: FormDefinition): string[] {
  return [
    ...definition.fields.map((field) => field.name),
    TERMS_FIELD,
    `${OPT_IN_FIELD}.telephone`,
    `${OPT_IN_FIELD}.email`,
  ];
}

interface BodyProps extends Required<Pick<DefinitionFormProps, "variant" | "headingLevel">> {
  view: FormView;
  response: FormActionData | undefined;
  /** The answer that was on show when the shopper sent the form again. */
  staleResponse: FormActionData | undefined;
  pendingFocus: MutableRefObject<boolean>;
  justSent: string | null;
  /**
   * The fetcher is still busy with the post: sending it, or loading where its answer leads (a reservation's checkout).
   * remix-validated-form counts only the sending, so its button would come back for a second post meanwhile.
   */
  fetcherBusy: boolean;
}

function FormBody({
  view,
  variant,
  headingLevel,
  response,
  staleResponse,
  pendingFocus,
  justSent,
  fetcherBusy,
}: BodyProps) {
  const { definition, context } = view;
  const { fieldErrors } = useFormContext();
  const submitting = useIsSubmitting() || fetcherBusy;
  const problemRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const errors = orderedNames(definition)
    .filter((name) => Object.hasOwn(fieldErrors, name) && fieldErrors[name])
    .map((name): [string, string] => [name, fieldErrors[name]]);
  // A failure belongs to the answer it came with: once the shopper sends again, it is no longer news.
  const failure = response && response !== staleResponse ? response.formError : null;
  const problemKey = errors.length > 0 ? errors.map(([name]) => name).join(",") : (failure?.message ?? "");

  useEffect(() => {
    if (!pendingFocus.current || !problemKey) return;
    pendingFocus.current = false;
    problemRef.current?.focus();
  }, [problemKey, response, pendingFocus]);
  useEffect(() => {
    if (justSent) sentRef.current?.focus();
  }, [justSent]);
  useErrorTitle(Boolean(problemKey));

  const today = ukToday();
  const hasRequired = definition.fields.some((field) => field.required) || definition.force_terms;
  return (
    <div className={layout[variant]}>
      {justSent ? (
        <p
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className={`rounded-md border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900 focus:outline-none ${wide[variant]}`}
        >
          {justSent}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <div className={wide[variant]}>
          <ErrorSummary
            formKey={context.key}
            errors={errors}
            headingLevel={headingLevel}
            boxRef={problemRef}
          />
        </div>
      ) : failure ? (
        <div className={wide[variant]}>
          <SubmissionFailure
            formKey={context.key}
            message={failure.message}
            detail={failure.detail}
            headingLevel={headingLevel}
            boxRef={problemRef}
          />
        </div>
      ) : null}
      {hasRequired ? (
        <div className={wide[variant]}>
          <RequiredExplained />
        </div>
      ) : null}
      {definition.fields.map((field) => (
        <div
          key={field.name}
          className={
            (field.type === "textarea" || field.type === "radio" || field.type === "checkbox"
              ? wide[variant]
              : "") || undefined
          }
        >
          <FormFieldControl
            field={field}
            formKey={context.key}
            today={today}
            visitHours={field.name === "time" ? context.visitHours : undefined}
          />
        </div>
      ))}
      <div className={`space-y-5 ${wide[variant]}`}>
        <TermsBox definition={definition} formKey={context.key} />
        <OptIns definition={definition} formKey={context.key} />
      </div>
      <Honeypot formKey={context.key} />
      <div className={wide[variant]}>
        <button
          type="submit"
          disabled={submitting}
          className="btn-accent disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? "Sending…" : definition.submit_text}
        </button>
      </div>
    </div>
  );
}

/**
 * One generic form, drawn from a form definition (GET /api/form/{id}): labelled fields with hints, required fields
 * marked with an explained asterisk, the terms and opt-ins, a honeypot; checked in the browser with the validator
 * generated from the definition and again by the action; GOV.UK error summary; every typed value kept on any error.
 */
export function DefinitionForm(props: DefinitionFormProps) {
  // Another page drawn by the same route (one content page to the next) gets a fresh form, not the last one's answers.
  const page = props.view.context.redirectTo.split("?")[0];
  return <PageForm key={`${props.view.context.key}:${page}`} {...props} />;
}

function PageForm({ view, variant = "standard", mode = "fetcher", headingLevel = 2 }: DefinitionFormProps) {
  const { definition, context } = view;
  const page = context.redirectTo.split("?")[0];
  const fetcher: FetcherWithComponents<FormActionData> = useFetcher<FormActionData>({
    key: `form:${context.key}:${page}`,
  });
  const actionData = useActionData();
  const root = useRouteLoaderData<RootData>("root");
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef(false);
  const [justSent, setJustSent] = useState<string | null>(null);
  const [staleResponse, setStaleResponse] = useState<FormActionData | undefined>(undefined);
  const today = ukToday();
  const validator = useMemo(() => formValidator(definition, { today }), [definition, today]);

  const ownAction =
    isFormActionData(actionData) && actionData.formId === context.key ? actionData : undefined;
  const response = mode === "fetcher" ? (fetcher.data ?? undefined) : ownAction;

  // An in-place submission that redirected (no data back) went through: clear the fields and confirm beside the form.
  const previousState = useRef(fetcher.state);
  useEffect(() => {
    const wasBusy = previousState.current !== "idle";
    previousState.current = fetcher.state;
    if (mode !== "fetcher" || !wasBusy || fetcher.state !== "idle" || fetcher.data !== undefined) return;
    formRef.current?.reset();
    pendingFocus.current = false;
    setJustSent(root?.flash?.message ?? "Thank you. We have received your submission.");
  }, [fetcher.state, fetcher.data, mode, root?.flash?.message]);

  return (
    <ValidatedForm
      id={context.key}
      validator={validator}
      method="post"
      action={context.action}
      fetcher={mode === "fetcher" ? fetcher : undefined}
      formRef={formRef}
      noValidate
      disableFocusOnError
      onSubmitCapture={() => {
        pendingFocus.current = true;
        setJustSent(null);
        setStaleResponse(response);
      }}
    >
      <input type="hidden" name={CONTEXT_FIELDS.formId} value={definition.id} />
      <input type="hidden" name={CONTEXT_FIELDS.formKey} value={context.key} />
      <input type="hidden" name={CONTEXT_FIELDS.redirectTo} value={context.redirectTo} />
      {context.vehicleSlug ? (
        <input type="hidden" name={CONTEXT_FIELDS.vehicle} value={context.vehicleSlug} />
      ) : null}
      {context.vehicleName ? (
        <input type="hidden" name={CONTEXT_FIELDS.vehicleName} value={context.vehicleName} />
      ) : null}
      {context.branch ? <input type="hidden" name={CONTEXT_FIELDS.branch} value={context.branch} /> : null}
      <input type="hidden" name={CONTEXT_FIELDS.snapshot} value={encodeSnapshot(definition)} />
      <FormBody
        view={view}
        variant={variant}
        headingLevel={headingLevel}
        response={response}
        staleResponse={staleResponse}
        pendingFocus={pendingFocus}
        justSent={justSent}
        fetcherBusy={mode === "fetcher" && fetcher.state !== "idle"}
      />
    </ValidatedForm>
  );
}
