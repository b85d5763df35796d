import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPrintExtras, vehicleToPrint } from "~/lib/vehicle/print.server";
import { getVisitorSession } from "~/sessions.server";
import type { RouteHandle } from "~/lib/layout";
import { vehiclePageTitle } from "~/lib/vehicle/meta";
import { PrintVehicle } from "~/components/vehicle-page/PrintVehicle";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";

export const handle: RouteHandle = { layout: "print" };

export const loader = pageLoader(async ({ request, params: raw }: LoaderFunctionArgs) => {
  const [vehicle, session] = await Promise.all([vehicleToPrint(raw), getVisitorSession(request)]);
  const { spareKey, finance } = await loadPrintExtras(new URL(request.url), vehicle, session);
  return json({ vehicle, spareKey, finance });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data
    ? errorPageMeta(error)
    : [{ title: `Print: ${vehiclePageTitle(data.vehicle)}` }, { name: "robots", content: "noindex" }];

export default function PrintVehicleRoute() {
  const { vehicle, spareKey, finance } = useLoaderData<typeof loader>();
  return <PrintVehicle vehicle={vehicle} spareKey={spareKey} finance={finance} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
