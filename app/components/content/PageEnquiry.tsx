import { FORM_IDS } from "@contract/forms-vocabulary";
import type { FormLoad } from "~/lib/forms/load.server";
import type { ContentPageView } from "~/lib/content-page.server";
import { EnquirySection } from "~/components/forms/EnquirySection";

/**
 * The form a content page ends with, under the page's own `form_intro`: "Have an enquiry?" for the general enquiry
 * form, the form's own title for another.
 */
export function PageEnquiry({ page, enquiry }: { page: ContentPageView; enquiry: FormLoad | null }) {
  if (!enquiry) return null;
  const heading =
    page.formId !== FORM_IDS.generalEnquiry && enquiry.status === "ready"
      ? enquiry.view.definition.form_title
      : undefined;
  return <EnquirySection form={enquiry} intro={page.formIntro} heading={heading} />;
}
