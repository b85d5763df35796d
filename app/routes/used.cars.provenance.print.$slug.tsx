import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { orFallback } from "~/dealer/request.server";
import { getVehicle } from "~/dealer/stock.server";
import { getProvenance } from "~/dealer/vehicle.server";
import type { RouteHandle } from "~/lib/layout";
import { PrintProvenance } from "~/components/vehicle-page/PrintProvenance";
import { GeneralErrorBoundary, NOT_FOUND_HEADING } from "~/components/errors/GeneralErrorBoundary";

const params = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(200),
});

export const handle: RouteHandle = { layout: "print" };

export async function loader({ params: raw }: LoaderFunctionArgs) {
  const parsed = params.safeParse(raw);
  const vehicle = parsed.success ? await getVehicle(parsed.data.slug) : undefined;
  if (!vehicle) throw new Response(null, { status: 404, statusText: "Not Found" });
  // As on the vehicle page: the check stored with the car stands in when the live check fails.
  const provenance = await orFallback(getProvenance(vehicle.vrm), vehicle.provenance);
  return json({ vehicle, provenance });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Vehicle history check: ${data.vehicle.make.name} ${data.vehicle.range.name} ${data.vehicle.formatted_plate} | Northway Cars`
      : `${NOT_FOUND_HEADING} | Northway Cars`,
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
