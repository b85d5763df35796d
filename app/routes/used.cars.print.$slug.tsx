import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getVehicle } from "~/dealer/stock.server";
import type { RouteHandle } from "~/lib/layout";
import { vehiclePageTitle } from "~/lib/vehicle/meta";
import { PrintVehicle } from "~/components/vehicle-page/PrintVehicle";
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
  return json({ vehicle });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Print: ${vehiclePageTitle(data.vehicle)}` : `${NOT_FOUND_HEADING} | Northway Cars` },
  { name: "robots", content: "noindex" },
];

export default function PrintVehicleRoute() {
  const { vehicle } = useLoaderData<typeof loader>();
  return <PrintVehicle vehicle={vehicle} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
