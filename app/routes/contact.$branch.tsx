import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getDepartments } from "~/dealer/content.server";
import { pageLoader } from "~/dealer/errors";
import { findBranch } from "~/lib/contact/branches";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

/** A branch's own address (/contact/york): its contact page is /contact?branch=york. */
export const loader = pageLoader(async ({ params }: LoaderFunctionArgs) => {
  const branch = findBranch(await getDepartments(), params.branch);
  if (!branch) throw new Response(null, { status: 404, statusText: "Not Found" });
  return redirect(`/contact?branch=${encodeURIComponent(branch.slug)}`, 301);
});

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
