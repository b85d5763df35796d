import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { readLogin } from "~/lib/account/customer-cookie.server";
import { FormPage } from "~/components/forms/FormPage";

/**
 * /click-collect: how buying online works, and the way in. `?login=1` is where a customer lands when their login
 * stopped working (spec: a forced logout): it says so.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const signedOut = new URL(request.url).searchParams.get("login") === "1";
  return json({ signedOut, signedIn: Boolean(await readLogin(request)) });
}

export const meta: MetaFunction = () => [
  { title: "Click and collect: buy your car online | Northway Cars" },
  {
    name: "description",
    content: "Buy a used car online, then collect it from your branch or have it delivered.",
  },
];

export default function ClickCollect() {
  const { signedOut, signedIn } = useLoaderData<typeof loader>();
  return (
    <FormPage title="Click and collect">
      {signedOut ? (
        <div role="alert" className="mb-6 rounded-md border-4 border-red-700 bg-red-50 p-4">
          <p className="font-semibold text-gray-900">Your session has ended. Please sign in again.</p>
        </div>
      ) : null}
      <div className="space-y-4 text-lg text-gray-800">
        <p>Buy your next car online and collect it from your branch, on a weekday or at the weekend.</p>
        <ol className="list-decimal space-y-2 pl-6">
          <li>Choose a car and sign in to your account.</li>
          <li>Confirm your details, choose cash or finance, and pick a collection slot.</li>
          <li>Pay the fully refundable £99 reservation fee: the car is held for you.</li>
          <li>Collect it, with our 7-day money-back guarantee.</li>
        </ol>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        {signedIn ? (
          <Link to="/account" className="btn-accent">
            Your account
          </Link>
        ) : (
          <>
            <Link to="/login?redirectTo=%2Faccount" className="btn-accent">
              Sign in
            </Link>
            <Link to="/account/sign-up" className="btn-secondary">
              Create an account
            </Link>
          </>
        )}
        <Link to="/used/cars/search" className="btn-secondary">
          Find a car
        </Link>
      </div>
    </FormPage>
  );
}
