import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { DEALS_LIMIT, commitVisitorSession, getVisitorSession } from "~/sessions.server";
import { getVehicle } from "~/dealer/stock.server";
import { pageLoader } from "~/dealer/errors";
import { createDeal, readDeal, updateDeal, type DealAnswer } from "~/dealer/deals.server";
import { readLogin } from "~/lib/account/customer-cookie.server";
import { withOwnDeal } from "~/lib/deal/own";
import { visitorDealId } from "~/lib/deal/own.server";
import { dealDefaults, ownValuationsFor } from "~/lib/deal/load.server";
import { dealValidator } from "~/lib/deal/validator";
import { dealRequestOf, DEAL_MESSAGES } from "@contract/deal-form";
import { ownValuations } from "~/lib/valuation/own.server";
import { validatePost } from "~/lib/forms/validate-post.server";
import { clientIdOf } from "~/lib/forms/form-post.server";
import { answersFormPost, errorTitle } from "~/lib/forms/error-title";
import { cashPriceWithFees } from "~/lib/vehicle/pricing";
import { UNAVAILABLE } from "~/lib/account/forms";
import { DealPage } from "~/components/deal/DealPage";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";

const slug = z.string().regex(/^[a-z0-9-]{1,200}$/);
const params = z.object({ category: slug, slug });

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** The car the address names, on its own address (an old or mistyped category lands on the car's). */
async function carOf(raw: unknown, search = "") {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw notFound();
  const vehicle = await getVehicle(parsed.data.slug);
  if (!vehicle) throw notFound();
  const path = `/used/${vehicle.category}/${vehicle.slug}/deal`;
  if (vehicle.category !== parsed.data.category) throw redirect(`${path}${search}`, 301);
  return { vehicle, path };
}

/**
 * /used/{category}/{slug}/deal: the shopper's deal on one car (docs/decisions/326-a-deal-priced-once.md). A GET
 * shows the form and the visitor's saved deal on this car, priced again now by the dealer API (with what changed since
 * it was saved); the form posts here, and the deal is saved and the page shown again (Post/Redirect/Get).
 */
export const loader = pageLoader(async ({ request, params: raw }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const { vehicle, path } = await carOf(raw, url.search);
  const session = await getVisitorSession(request);
  const login = await readLogin(request);
  const dealId = await visitorDealId(session, vehicle.slug, login?.token);
  const [valuations, saved] = await Promise.all([
    ownValuationsFor(ownValuations(session)),
    dealId ? readDeal(dealId, login?.token) : undefined,
  ]);
  const available = vehicle.status === "FOR_SALE_RETAIL";
  return json(
    {
      path,
      car: {
        name: vehicle.name,
        plate: vehicle.formatted_plate,
        image: vehicle.media_urls[0]?.thumb ?? null,
        cashPrice: cashPriceWithFees(vehicle),
        adminFee: vehicle.admin_fee,
        branch: { name: vehicle.location.site.name, telephone: vehicle.location.site.telephone },
        acceptsPartExchange: vehicle.location.site.accepts_part_exchange,
        unavailable: available
          ? null
          : vehicle.status === "SOLD"
            ? "Sorry, this car has been sold, so there is no deal to work out on it."
            : "Sorry, another buyer has reserved this car, so there is no deal to work out on it just now.",
      },
      valuations: valuations.current,
      expiredValuations: valuations.expired,
      defaults: dealDefaults(saved?.request, valuations.current, session),
      deal: saved ? { answer: saved.answer, changes: saved.changes } : null,
      next: {
        reserve: available && saved?.answer.ok ? `/reserve/${vehicle.slug}` : null,
        buyOnline:
          available && saved?.answer.ok ? `/click-collect/${encodeURIComponent(vehicle.stock_id)}` : null,
      },
    },
    // The page is the visitor's own: never kept by a shared cache.
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

/** Which of the form's fields a dealer API refusal names ("delivery_postcode: …"). */
const FIELD_OF: Record<string, string> = {
  delivery_postcode: "postcode",
  valuation_id: "valuation",
  settlement: "settlement",
  cash_deposit: "cash_deposit",
};

export async function action({ request, params: raw, context }: ActionFunctionArgs) {
  const { vehicle, path } = await carOf(raw);
  const post = await validatePost(request, dealValidator);
  if (!post.ok) return post.answer;
  const session = await getVisitorSession(request);
  // Only the visitor's own valuations can go into their deal: an id from anywhere else names none.
  if (post.data.valuation !== null && !ownValuations(session).includes(post.data.valuation))
    return post.refuse({ valuation: DEAL_MESSAGES.valuation });
  const login = await readLogin(request);
  const body = dealRequestOf(vehicle.vrm, post.data);
  const dealId = await visitorDealId(session, vehicle.slug, login?.token);
  let saved: DealAnswer = dealId ? await updateDeal(dealId, body, login?.token) : { kind: "not-found" };
  // A deal the dealer API no longer has (or that is on another account) starts again.
  if (saved.kind === "not-found") saved = await createDeal(body, login?.token, clientIdOf(context));
  switch (saved.kind) {
    case "saved":
      session.set(
        "deals",
        withOwnDeal(session.get("deals"), { slug: vehicle.slug, id: saved.id }, DEALS_LIMIT),
      );
      // No fragment: a redirect to the page it was posted from plus "#your-deal" is, to the router, a change of hash
      // only, after which a second post's fetcher never settled. The summary comes first on the page instead.
      return redirect(path, {
        status: 303,
        headers: { "Set-Cookie": await commitVisitorSession(session) },
      });
    case "invalid": {
      const [field, ...words] = saved.message.split(": ");
      const name = field ? FIELD_OF[field] : undefined;
      return name ? post.refuse({ [name]: words.join(": ") }) : post.problem(saved.message);
    }
    case "not-found":
      return post.problem("This car or your valuation is no longer here. Please start again.", {
        status: 404,
      });
    case "limited":
      return post.problem(saved.message, { status: 429 });
    case "failed":
      return post.problem(UNAVAILABLE, { status: 503 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error || !data
    ? errorPageMeta(error)
    : [
        { title: errorTitle(`Your deal: ${data.car.name} | Northway Cars`, answersFormPost(matches)) },
        { name: "robots", content: "noindex" },
      ];

export default function DealRoute() {
  const data = useLoaderData<typeof loader>();
  return <DealPage {...data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
