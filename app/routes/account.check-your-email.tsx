import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CONFIRM_TOKEN_HOURS } from "@contract/accounts-vocabulary";
import { FormPage } from "~/components/forms/FormPage";

/**
 * After signing up: the same words whether the address was new or already had an account (the e-mail itself says
 * which), so the sign-up form tells nobody who is a customer.
 */
export const meta: MetaFunction = () => [
  { title: "Check your email | Northway Cars" },
  { name: "robots", content: "noindex" },
];

export default function CheckYourEmail() {
  return (
    <FormPage title="Check your email">
      <div className="space-y-4 text-lg text-gray-800">
        <p>We have sent an email to the address you gave us.</p>
        <p>
          Open the link in it to confirm your account and sign in. The link works for {CONFIRM_TOKEN_HOURS}{" "}
          hours. If you already have an account, the email tells you how to sign in or reset your password.
        </p>
        <p>
          No email after a few minutes? Check your spam folder, or{" "}
          <Link to="/account/sign-up" className="font-semibold underline underline-offset-2">
            try again
          </Link>
          .
        </p>
      </div>
    </FormPage>
  );
}
