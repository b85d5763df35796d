import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { orFallback } from "~/dealer/request.server";
import { vehicleToPrint } from "~/lib/vehicle/print.server";
import { getProvenance } from "~/dealer/vehicle.server";
import type { RouteHandle } from "~/lib/layout";
import { PrintProvenance } from "~/components/vehicle-page/PrintProvenance";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { pageLoader } from "~/dealer/errors";

export const handle: RouteHandle = { layout: "print" };

export const loader = pageLoader(async ({ params: raw }: LoaderFunctionArgs) => {
  const vehicle = await vehicleToPrint(raw);
  // As on the vehicle page: the check stored with the car stands in when the live check fails.
  const provenance = await orFallback(getProvenance(vehicle.vrm), vehicle.provenance);
  return json({ vehicle, provenance });
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error || !data
    ? errorPageMeta(error)
    : [
        {
          title: `Vehicle history check: ${data.vehicle.make.name} ${data.vehicle.range.name} ${data.vehicle.formatted_plate} | Northway Cars`,
        },
        { name: "robots", content: "noindex" },
      ];

export default function PrintProvenanceRoute() {
  const { vehicle, provenance } = useLoaderData<typeof loader>();
  return <PrintProvenance vehicle={vehicle} provenance={provenance} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
