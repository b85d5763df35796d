import { describe, expect, it } from "vitest";
import {
  analyticsCookiesIn,
  CONSENT_VERSION,
  consentFromForm,
  consentModeDefaults,
  consentSummary,
  loadsTagManager,
  parseConsent,
  storedConsent,
} from "./consent";

const form = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("parseConsent", () => {
  it("reads an answer stored by this version of the question", () => {
    expect(parseConsent(storedConsent({ analytics: true, marketing: false }))).toEqual({
      analytics: true,
      marketing: false,
    });
  });

  it("counts anything else as no answer: nothing, another version, other shapes", () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("yes")).toBeNull();
    expect(parseConsent({ analytics: true, marketing: true, version: CONSENT_VERSION + 1 })).toBeNull();
    expect(parseConsent({ analytics: "yes", marketing: true, version: CONSENT_VERSION })).toBeNull();
    expect(parseConsent({ analytics: true, version: CONSENT_VERSION })).toBeNull();
  });
});

describe("consentFromForm", () => {
  it("takes the pop-up's accept and reject for every kind", () => {
    expect(consentFromForm(form({ intent: "accept" }))).toEqual({ analytics: true, marketing: true });
    expect(consentFromForm(form({ intent: "reject" }))).toEqual({ analytics: false, marketing: false });
  });

  it("takes the settings page's choice per kind; an unanswered kind is no", () => {
    expect(consentFromForm(form({ analytics: "yes", marketing: "no" }))).toEqual({
      analytics: true,
      marketing: false,
    });
    expect(consentFromForm(form({ marketing: "yes" }))).toEqual({ analytics: false, marketing: true });
    expect(consentFromForm(form({ analytics: "YES" }))).toEqual({ analytics: false, marketing: false });
  });

  it("finds no answer in a post that gives none", () => {
    expect(consentFromForm(form({}))).toBeNull();
    expect(consentFromForm(form({ intent: "maybe" }))).toBeNull();
  });
});

describe("loadsTagManager", () => {
  it("loads it only after a yes to something", () => {
    expect(loadsTagManager(null)).toBe(false);
    expect(loadsTagManager({ analytics: false, marketing: false })).toBe(false);
    expect(loadsTagManager({ analytics: true, marketing: false })).toBe(true);
    expect(loadsTagManager({ analytics: false, marketing: true })).toBe(true);
  });
});

describe("consentModeDefaults", () => {
  it("grants storage only for what the visitor accepted", () => {
    expect(consentModeDefaults({ analytics: true, marketing: false })).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });
});

describe("consentSummary", () => {
  it("says what was chosen", () => {
    expect(consentSummary({ analytics: true, marketing: true })).toBe("You’ve accepted additional cookies.");
    expect(consentSummary({ analytics: false, marketing: false })).toBe(
      "You’ve rejected additional cookies.",
    );
    expect(consentSummary({ analytics: true, marketing: false })).toBe(
      "You’ve accepted analytics cookies only.",
    );
  });
});

describe("analyticsCookiesIn", () => {
  it("finds the analytics cookies an earlier yes left, and nothing of ours", () => {
    expect(
      analyticsCookiesIn("__visitor=abc; _ga=GA1.1.1; _ga_ABC123=GS1; _gid=x; gallery=1; _gat_UA1=1"),
    ).toEqual(["_ga", "_ga_ABC123", "_gid", "_gat_UA1"]);
    expect(analyticsCookiesIn(null)).toEqual([]);
  });
});
