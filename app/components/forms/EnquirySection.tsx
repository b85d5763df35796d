import type { FormLoad } from "~/lib/forms/load.server";
import { FORM_NOT_FOUND } from "~/lib/forms/names";
import { DefinitionForm, type FormVariant } from "./DefinitionForm";

interface EnquirySectionProps {
  /** From the page's loader: `await loadFormView(7, { redirectTo: returnPath(request) })`. */
  form: FormLoad;
  heading?: string;
  /** The page's `form_intro`, else the wording of docs/product/content.md#contact-and-branches. */
  intro?: string;
  variant?: FormVariant;
}

/**
 * "Have an enquiry?": form 7 at the foot of content pages and the search page
 * (docs/product/forms.md#the-forms), anchored at #enquiry-form. Sends in place with JavaScript; without it
 * the post lands on /enquiry and comes back here.
 */
export function EnquirySection({
  form,
  heading = "Have an enquiry?",
  intro = "Please provide us with some details to contact you about your enquiry.",
  variant = "standard",
}: EnquirySectionProps) {
  if (form.status === "unavailable") return null;
  return (
    <section
      id="enquiry-form"
      aria-labelledby="enquiry-form-heading"
      className="mx-auto max-w-4xl scroll-mt-24 px-4 py-10"
    >
      <div className="rounded-lg border border-gray-200 bg-gray-50 p-6 sm:p-8">
        <h2 id="enquiry-form-heading" className="text-2xl font-bold text-gray-900">
          {heading}
        </h2>
        {form.status === "ready" ? (
          <>
            <p className="mb-6 mt-2 text-gray-700">{intro}</p>
            <DefinitionForm view={form.view} variant={variant} headingLevel={3} />
          </>
        ) : (
          <p className="mt-2 text-gray-700">{FORM_NOT_FOUND}</p>
        )}
      </div>
    </section>
  );
}
