import { keepRetryAfter } from "~/lib/http/retry-after-headers";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formRefusalFor } from "@contract/vehicle-offers";
import { getVehicle } from "~/dealer/stock.server";
import { orFallback } from "~/dealer/request.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { loadFormView } from "~/lib/forms/load.server";
import { checkPost, parsePost } from "~/lib/forms/form-post.server";
import { enquiryPageQuery, sendEnquiry } from "~/lib/forms/enquiry.server";
import { FORM_NOT_FOUND, SUBMISSION_FAILED } from "~/lib/forms/names";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";
import type { FormActionData, FormView } from "~/lib/forms/view";
import { flashHeader, getVisitorSession } from "~/sessions.server";
import { DefinitionForm } from "~/components/forms/DefinitionForm";
import { FormPage } from "~/components/forms/FormPage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";

/**
 * /enquiry: any form on its own page (?form=8&vehicle={slug}), and the action every enquiry form posts to. Without
 * JavaScript a post that cannot be sent comes back here, drawn with its errors and everything typed.
 */
export const loader = pageLoader(async ({ request }: LoaderFunctionArgs) => {
  const params = enquiryPageQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const redirectTo = safeRedirect(params.redirectTo, "/thank-you");
  const [form, vehicle] = await Promise.all([
    loadFormView(params.form, { key: "enquiry", redirectTo, vehicleSlug: params.vehicle }),
    params.vehicle ? orFallback(getVehicle(params.vehicle), undefined) : undefined,
  ]);
  if (form.status === "not-found") throw new Response(FORM_NOT_FOUND, { status: 404 });
  if (form.status === "unavailable") return json({ form: null, notOffered: null }, { status: 503 });
  // A form the car's status does not offer (a sold car's test drive) is not drawn: the page says why.
  const notOffered = vehicle ? formRefusalFor(params.form, vehicle.status) : undefined;
  if (vehicle && notOffered)
    return json({
      form: null,
      notOffered: { message: notOffered, slug: vehicle.slug, category: vehicle.category },
    });
  const view: FormView = { ...form.view, context: { ...form.view.context, vehicleName: vehicle?.name } };
  return json({ form: view, notOffered: null });
});

/** A 429 says when to try again, with JavaScript or without. */
export const headers = keepRetryAfter;

export async function action({ request, context }: ActionFunctionArgs) {
  const post = await parsePost(request, {
    action: (definition) => `/enquiry?form=${definition.id}`,
    key: "enquiry",
  });
  const checked = await checkPost(post);
  if (!checked.ok) return json(checked.data, { status: checked.status });
  const session = await getVisitorSession(request);
  const sent = await sendEnquiry(context, session, post, checked.definition, checked.submission);
  if (!sent.ok) return json(sent.data, { status: sent.status, headers: sent.headers });
  return redirect(post.redirectTo, {
    status: 303,
    headers: { "Set-Cookie": await flashHeader({ kind: "success", message: sent.message }) },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (isRouteErrorResponse(error) && error.status === 404)
    return [{ title: `${FORM_NOT_FOUND} | Northway Cars` }];
  if (error) return errorPageMeta(error);
  const title = data?.notOffered?.message ?? data?.form?.definition.form_title ?? "Send us an enquiry";
  return [
    { title: errorTitle(`${title} | Northway Cars`, answersFormPost(matches)) },
    { name: "robots", content: "noindex" },
  ];
};

export default function EnquiryPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FormActionData | undefined;
  // The form drawn again after a post keeps the branch hours its time list follows (lib/forms/visit-times.ts).
  const view = answer?.form
    ? {
        ...answer.form,
        context: {
          ...answer.form.context,
          visitHours: answer.form.context.visitHours ?? data.form?.context.visitHours,
        },
      }
    : data.form;
  if (!answer && data.notOffered) {
    const { message, slug, category } = data.notOffered;
    return (
      <FormPage title={message} backTo={`/used/${category}/${slug}`}>
        <p className="text-lg text-gray-700">We have plenty more like it.</p>
        <p className="mt-6">
          <Link to="/used/cars/search" className="btn-primary">
            Find a similar car
          </Link>
        </p>
      </FormPage>
    );
  }
  if (!view) {
    return (
      <FormPage title={answer?.formError?.message ?? SUBMISSION_FAILED}>
        <p className="text-lg text-gray-700">
          {answer?.formError?.detail ??
            "The form cannot be shown just now. Please try again in a few minutes, or call us."}
        </p>
      </FormPage>
    );
  }
  return (
    <FormPage
      title={view.definition.form_title}
      subtitle={view.context.vehicleName ? <p>About: {view.context.vehicleName}</p> : undefined}
      backTo={view.context.redirectTo === "/thank-you" ? undefined : view.context.redirectTo}
    >
      <DefinitionForm view={view} variant="labelled" mode="navigation" />
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
