import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FORM_IDS } from "@contract/forms-vocabulary";
import { getDepartments, getGroupContact, getPage, getSnippets, pageField } from "~/dealer/content.server";
import { DealerApiError, pageLoader } from "~/dealer/errors";
import { orFallback } from "~/dealer/request.server";
import { contactBranch, findBranch } from "~/lib/contact/branches";
import { SELLING_POINTS } from "~/lib/contact/selling-points";
import { loadFormView, returnPath } from "~/lib/forms/load.server";
import type { RouteHandle } from "~/lib/layout";
import { sanitiseContentHtml } from "~/lib/sanitise.server";
import { getVisitorSession } from "~/sessions.server";
import { BranchList } from "~/components/contact/BranchList";
import { BranchLocation } from "~/components/contact/BranchLocation";
import { CHRISTMAS_MODAL, ChristmasHours } from "~/components/contact/ChristmasHours";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { EnquirySection } from "~/components/forms/EnquirySection";
import { ContactBlock } from "~/components/shell/ContactBlock";
import { Html } from "~/components/Html";
import { TickList } from "~/components/TickList";

export const handle: RouteHandle = { layout: "contact" };

const INTRO = "Please provide us with some details to contact you about your enquiry.";
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/**
 * /contact: the branch the address names (?branch=york, any case), else the shopper's branch, else the first; every
 * branch; and the enquiry form, sent to the branch shown. `?scroll=contact-form` lands on the form: the answer is the
 * same page at its #enquiry-form, which the browser scrolls to with or without JavaScript.
 */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  if (url.searchParams.get("scroll") === "contact-form") {
    url.searchParams.delete("scroll");
    return redirect(`${url.pathname}${url.search}#enquiry-form`);
  }
  const [session, branches, group, page, snippets] = await Promise.all([
    getVisitorSession(request),
    getDepartments(),
    getGroupContact(),
    orFallback(getPage("contact"), undefined),
    orFallback(getSnippets(), {} as Record<string, string>),
  ]);
  const requested = url.searchParams.get("branch");
  const branch = contactBranch(branches, { requested, chosen: session.get("selectedDealer") });
  if (!branch)
    throw new DealerApiError("bad-response", "/api/departments", "The content service lists no branches");
  const enquiry = await loadFormView(FORM_IDS.generalEnquiry, {
    redirectTo: returnPath(request),
    branch: branch.slug,
  });
  const christmas = text(snippets["christmas-opening-hours"]);
  const intro = page && text(pageField(page, "text_one"));
  const pageWithModal = new URL(url);
  pageWithModal.searchParams.set("modal", CHRISTMAS_MODAL);
  return json({
    title: page?.page_title ?? "Contact us",
    description: page?.meta_description,
    heading: (page && text(pageField(page, "header_title"))) ?? "Contact us",
    introHtml: intro ? sanitiseContentHtml(intro) : undefined,
    formIntro: (page && text(pageField(page, "form_intro"))) ?? INTRO,
    // A branch the address names that we do not have: say so, rather than quietly showing another.
    unknownBranch: requested && !findBranch(branches, requested) ? requested.slice(0, 60) : undefined,
    branch,
    branches,
    group,
    christmas: christmas
      ? {
          html: sanitiseContentHtml(christmas),
          open: url.searchParams.get("modal") === CHRISTMAS_MODAL,
          openHref: `${pageWithModal.pathname}${pageWithModal.search}`,
          closeHref: returnPath(request),
        }
      : null,
    enquiry,
  });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error || !data) return errorPageMeta(error);
  return [
    { title: `${data.title}: ${data.branch.name} | Northway Cars` },
    {
      name: "description",
      content: data.description ?? "Phone numbers, addresses and opening hours of our branches.",
    },
  ];
};

export default function ContactPage() {
  const data = useLoaderData<typeof loader>();
  const { branch } = data;
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{data.heading}</h1>
        {data.introHtml ? (
          <Html
            as="div"
            className="prose-content mt-3 max-w-3xl text-lg text-gray-800"
            html={data.introHtml}
          />
        ) : null}
        {data.unknownBranch ? (
          <p className="mt-4 rounded-md border-l-4 border-brand bg-brand-light px-4 py-3">
            We have no branch called “{data.unknownBranch}”. Here is {branch.name}; all our branches are
            listed below.
          </p>
        ) : null}
        <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <ContactBlock department={branch} group={data.group} />
          <BranchLocation branch={branch} />
        </div>
        <div className="mt-6 flex flex-wrap items-start gap-4">
          <a href="#enquiry-form" className="btn-primary">
            Send {branch.name} an enquiry
          </a>
          {data.christmas ? <ChristmasHours {...data.christmas} /> : null}
        </div>
        <section aria-labelledby="selling-points-heading" className="mt-10">
          <h2 id="selling-points-heading" className="text-2xl font-bold text-gray-900">
            Why buy from Northway Cars
          </h2>
          <TickList items={SELLING_POINTS} className="mt-4 grid gap-3 sm:grid-cols-2" />
        </section>
      </div>
      <BranchList branches={data.branches} shown={branch.slug} />
      <EnquirySection form={data.enquiry} intro={data.formIntro} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
