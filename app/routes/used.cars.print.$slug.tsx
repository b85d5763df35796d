import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { vehicleToPrint } from "~/lib/vehicle/print.server";
import type { RouteHandle } from "~/lib/layout";
import { vehiclePageTitle } from "~/lib/vehicle/meta";
import { PrintVehicle } from "~/components/vehicle-page/PrintVehicle";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";

export const handle: RouteHandle = { layout: "print" };

export const loader = pageLoader(async ({ params: raw }: LoaderFunctionArgs) => {
  const vehicle = await vehicleToPrint(raw);
  return json({ vehicle });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data
    ? errorPageMeta(error)
    : [{ title: `Print: ${vehiclePageTitle(data.vehicle)}` }, { name: "robots", content: "noindex" }];

export default function PrintVehicleRoute() {
  const { vehicle } = useLoaderData<typeof loader>();
  return <PrintVehicle vehicle={vehicle} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
