import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useActionData, useFetcher } from "@remix-run/react";
import { ValidatedForm, useFormContext, useIsSubmitting, type Validator } from "remix-validated-form";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { RequiredExplained } from "~/components/forms/parts";
import { useErrorTitle } from "~/components/forms/use-error-title";
import { isActionAnswer, type ActionAnswer } from "~/lib/forms/action-answer";

/** The form's key: its fields' ids start with it (fieldId), so the error summary's links land on them. */
export const FormKeyContext = createContext("form");
export const useFormKey = () => useContext(FormKeyContext);

/** The problem with the step as a whole the form shows, if any: a field's neighbour may offer a way on. */
const ProblemContext = createContext<string | undefined>(undefined);
export const useFormProblem = () => useContext(ProblemContext);

/**
 * A form that posts to an action, on remix-validated-form: how to build one (docs/product/forms.md#building-a-form).
 *
 *   export const loginValidator = withZod(z.object({ email: emailAddress, password: … }));  // the contract's rules
 *   <ValidatedPostForm validator={loginValidator} formKey="login" action="/login" submit="Sign in">
 *     <TextField name="email" label="Email address" type="email" />                          // fields.tsx: useField
 *   </ValidatedPostForm>
 *   // the action: validatePost(request, loginValidator, { withheld: ["password"] }) (lib/forms/validate-post.server.ts)
 *
 * Without JavaScript it is a plain POST and the action's answer draws the page again: the GOV.UK error summary
 * (focused), each field's message, everything typed but passwords, and "Error: " before the title (the route's meta,
 * lib/forms/error-title). With JavaScript the validator checks on submit in the browser first; the form is then sent
 * by a fetcher (no page reload) and the action's redirect takes the visitor on. A page that is itself the answer to a
 * post (sent before the page's JavaScript arrived) keeps a navigation form, so the answer it shows stays its own.
 * A problem with the step as a whole (the dealer API refused or limited it) shows as an alert above the fields.
 */
export function ValidatedPostForm<T extends Record<string, unknown>>({
  validator,
  action,
  submit,
  formKey,
  subaction,
  defaultValues,
  explainRequired = true,
  secondary = false,
  children,
}: {
  validator: Validator<T>;
  action: string;
  submit: string;
  /** Unique on the page: remix-validated-form's id of the form; the fields' ids start with it. */
  formKey: string;
  /** Which of a page's forms this is, when its action takes several (remix-validated-form's subaction). */
  subaction?: string;
  /** What the fields hold when the page opens (a step's earlier answers, say). */
  defaultValues?: Record<string, unknown>;
  /** "Fields marked * are required", when the form has any. */
  explainRequired?: boolean;
  /** A secondary button, for an action that is not the page's main one (deleting, stopping e-mails). */
  secondary?: boolean;
  children: ReactNode;
}) {
  const posted = useActionData();
  const ownPost = isActionAnswer(posted) && posted.formId === formKey ? posted : undefined;
  // Chosen once: switching the form's element later would draw the fields afresh and lose what was typed.
  const [viaFetcher] = useState(() => ownPost === undefined);
  const fetcher = useFetcher<ActionAnswer>({ key: `action-form:${formKey}` });
  const answer = viaFetcher ? (isActionAnswer(fetcher.data) ? fetcher.data : undefined) : ownPost;
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef(false);
  // A problem belongs to the answer it came with: once the visitor sends again, it is no longer news.
  const [staleAnswer, setStaleAnswer] = useState<ActionAnswer | undefined>(undefined);
  const problem = answer && answer !== staleAnswer ? answer.problem : undefined;
  return (
    <FormKeyContext.Provider value={formKey}>
      <ProblemContext.Provider value={problem}>
        <ValidatedForm
          id={formKey}
          validator={validator}
          method="post"
          action={action}
          subaction={subaction}
          fetcher={viaFetcher ? fetcher : undefined}
          defaultValues={defaultValues as never}
          formRef={formRef}
          noValidate
          disableFocusOnError
          onSubmitCapture={() => {
            pendingFocus.current = true;
            setStaleAnswer(answer);
          }}
          className="space-y-6"
        >
          <Problems
            formKey={formKey}
            problem={problem}
            answer={answer}
            formRef={formRef}
            pendingFocus={pendingFocus}
          />
          {explainRequired ? <RequiredExplained /> : null}
          {children}
          <SubmitButton busy={viaFetcher && fetcher.state !== "idle"} secondary={secondary}>
            {submit}
          </SubmitButton>
        </ValidatedForm>
      </ProblemContext.Provider>
    </FormKeyContext.Provider>
  );
}

function SubmitButton({
  busy,
  secondary,
  children,
}: {
  busy: boolean;
  secondary: boolean;
  children: string;
}) {
  const submitting = useIsSubmitting() || busy;
  return (
    <button
      type="submit"
      className={`${secondary ? "btn-secondary" : "btn-accent"} w-full sm:w-auto`}
      aria-disabled={submitting || undefined}
    >
      {children}
    </button>
  );
}

/** The error summary (errors by field, from the form's validator or the action) and the step's problem, if any. */
function Problems({
  formKey,
  problem,
  answer,
  formRef,
  pendingFocus,
}: {
  formKey: string;
  problem: string | undefined;
  answer: ActionAnswer | undefined;
  formRef: React.RefObject<HTMLFormElement>;
  pendingFocus: React.MutableRefObject<boolean>;
}) {
  const { fieldErrors } = useFormContext();
  // In the form's order: the validator's (the schema's) and the action's answer both list the fields in it.
  const listed = Object.entries(fieldErrors).filter(([, message]) => Boolean(message));
  const summary = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const failed = listed.length > 0 || Boolean(problem);
  useErrorTitle(failed);
  // A try that came back with problems (from the browser's check or the action): focus the summary, and empty any
  // password, as the page does without JavaScript (a password is never sent back to the page). Once per try: a
  // password typed after the errors appeared is the visitor's next try and stays.
  useEffect(() => {
    if (!pendingFocus.current || !failed) return;
    pendingFocus.current = false;
    formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => {
      input.value = "";
    });
    (summary.current ?? alert.current)?.focus();
  }, [fieldErrors, answer, failed, formRef, pendingFocus]);
  return (
    <>
      {listed.length > 0 ? (
        <ErrorSummary formKey={formKey} errors={listed} headingLevel={2} boxRef={summary} />
      ) : null}
      {problem ? (
        <div
          ref={alert}
          role="alert"
          tabIndex={-1}
          // Without JavaScript this is the only way to move focus to the alert when the page comes back with it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className="rounded-md border-4 border-red-700 bg-red-50 p-4 font-semibold text-gray-900"
        >
          {problem}
        </div>
      ) : null}
    </>
  );
}
