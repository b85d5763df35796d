import { Form } from "@remix-run/react";
import { CONSENT_FIELDS, type CookieConsent } from "~/lib/consent/consent";
import { COOKIE_SETTINGS_PATH } from "~/lib/consent/paths";

interface Choice {
  name: (typeof CONSENT_FIELDS)["analytics" | "marketing"];
  legend: string;
  hint: string;
}

const CHOICES: Choice[] = [
  {
    name: CONSENT_FIELDS.analytics,
    legend: "Do you want to accept analytics cookies?",
    hint: "They tell us how you use the site (the pages you visit, how long you stay), so we can make it better. The figures are not used to identify you.",
  },
  {
    name: CONSENT_FIELDS.marketing,
    legend: "Do you want to accept marketing cookies?",
    hint: "They tell our advertising and affiliate partners that you visited us after seeing one of our adverts.",
  },
];

/**
 * The cookie choices, one yes/no per kind (GOV.UK's cookies page). The post reloads the whole page, with or without
 * JavaScript: a tag manager that has loaded cannot be unloaded, so a page loaded after a no is the only sure stop.
 */
export function CookieSettingsForm({ consent }: { consent: CookieConsent | null }) {
  return (
    <Form method="post" action={COOKIE_SETTINGS_PATH} reloadDocument className="space-y-8">
      <input type="hidden" name="redirectTo" value={COOKIE_SETTINGS_PATH} />
      {CHOICES.map((choice) => {
        const accepted = consent?.[choice.name] ?? false;
        const hintId = `${choice.name}-hint`;
        return (
          <fieldset key={choice.name} aria-describedby={hintId}>
            <legend className="text-xl font-bold text-gray-900">{choice.legend}</legend>
            <p id={hintId} className="mt-1 text-gray-700">
              {choice.hint}
            </p>
            <div className="mt-3 space-y-2">
              {(["yes", "no"] as const).map((value) => {
                // GOV.UK: the first option's id is the field's name, so a link to the field lands on it.
                const id = value === "yes" ? choice.name : `${choice.name}-no`;
                return (
                  <div key={value} className="flex items-center gap-3">
                    <input
                      id={id}
                      type="radio"
                      name={choice.name}
                      value={value}
                      defaultChecked={(value === "yes") === accepted}
                      className="h-6 w-6 accent-brand"
                    />
                    <label htmlFor={id} className="min-h-6 font-medium">
                      {value === "yes" ? "Yes" : "No"}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <button type="submit" className="btn-primary">
        Save cookie settings
      </button>
    </Form>
  );
}
