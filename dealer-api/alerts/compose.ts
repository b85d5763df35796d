import type { CarAlertKind } from "../saved-searches/car-alerts";
import type { AlertFrequency } from "../contract/saved-searches";
import { formatMonthlyPayment, formatNumber, formatPrice } from "../contract/money-format";
import { representativeChoice } from "../finance/representative";
import type { AlertCar } from "./cars";

/**
 * The words of the alert e-mails (docs/decisions/333-alert-job.md): a subject, a text part and an HTML part, built from
 * the same lines. Every value in the HTML is escaped: a search's name is the shopper's own text, and a car's name is
 * the stock feed's.
 */

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** Links of every alert e-mail, absolute. */
export interface AlertLinks {
  siteUrl: string;
  unsubscribe: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Text made safe inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const terms =
  `HP over ${representativeChoice.term} months, ${formatPrice(representativeChoice.deposit)} deposit, ` +
  `${formatNumber(representativeChoice.annualMileage)} miles a year`;

/** "£12,995 (including £179 admin fee)": the cash price the site shows, fee included. */
const cashPrice = (car: AlertCar) =>
  `${formatPrice(car.cashPrice)}${car.adminFee > 0 ? ` (including ${formatPrice(car.adminFee)} admin fee)` : ""}`;

/** A car's lines: name, price, monthly figure and the example beside it, its link. */
function carText(car: AlertCar, siteUrl: string): string {
  const lines = [car.name, `Cash price ${cashPrice(car)}`];
  if (car.monthly !== null && car.example !== null)
    lines.push(`${formatMonthlyPayment(car.monthly)} a month (${terms})`, car.example);
  lines.push(`${siteUrl}${car.path}`);
  return lines.join("\n");
}

function carHtml(car: AlertCar, siteUrl: string): string {
  const url = escapeHtml(`${siteUrl}${car.path}`);
  const parts = [
    `<h3 style="margin:0 0 4px"><a href="${url}">${escapeHtml(car.name)}</a></h3>`,
    `<p style="margin:0 0 4px">Cash price <strong>${escapeHtml(cashPrice(car))}</strong></p>`,
  ];
  if (car.monthly !== null && car.example !== null)
    parts.push(
      `<p style="margin:0 0 4px"><strong>${escapeHtml(formatMonthlyPayment(car.monthly))} a month</strong> ` +
        `(${escapeHtml(terms)})</p>`,
      // The example is as prominent as the figure it explains (FCA CONC 3.5; docs/product/finance.md, rule 2): the same
      // size, never small print.
      `<p style="margin:0 0 4px">${escapeHtml(car.example)}</p>`,
    );
  return `<div style="margin:0 0 20px">${parts.join("")}</div>`;
}

function page(title: string, body: string[]): string {
  return (
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.4;color:#1a1a1a">${body.join("")}</body></html>`
  );
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

const FREQUENCY_WORDS: Record<Exclude<AlertFrequency, "off">, string> = {
  instant: "as they arrive",
  daily: "once a day",
  weekly: "once a week",
};

/** The e-mail of a saved search's new cars: the newest `cars`, of `count` new in all. */
export function searchMail({
  firstName,
  searchName,
  frequency,
  siteQuery,
  cars,
  count,
  links,
}: {
  firstName: string;
  searchName: string;
  frequency: Exclude<AlertFrequency, "off">;
  siteQuery: string;
  cars: readonly AlertCar[];
  count: number;
  links: AlertLinks;
}): ComposedMail {
  const { siteUrl } = links;
  const results = `${siteUrl}/used/cars/search${siteQuery ? `?${siteQuery}` : ""}`;
  const searches = `${siteUrl}/saved-searches`;
  const more = count - cars.length;
  const headline =
    count === 1
      ? `A new car matches your saved search "${searchName}".`
      : `${formatNumber(count)} new cars match your saved search "${searchName}".`;
  const subject =
    count === 1 ? `A new car for "${searchName}"` : `${formatNumber(count)} new cars for "${searchName}"`;
  const moreText = more > 0 ? `…and ${formatNumber(more)} more` : "";
  const why = `You asked for this search's new cars ${FREQUENCY_WORDS[frequency]}.`;
  const text = [
    `Hello ${firstName},`,
    headline,
    ...cars.map((car) => carText(car, siteUrl)),
    ...(more > 0 ? [`${moreText}: ${results}`] : []),
    `See the search's results: ${results}`,
    `Your saved searches: ${searches}`,
    `${why} To stop these e-mails: ${links.unsubscribe}`,
  ].join("\n\n");
  const html = page(subject, [
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>${escapeHtml(headline)}</p>`,
    ...cars.map((car) => carHtml(car, siteUrl)),
    ...(more > 0 ? [`<p>${link(results, moreText)}</p>`] : []),
    `<p>${link(results, "See the search's results")} · ${link(searches, "Your saved searches")}</p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(why)} ${link(links.unsubscribe, "Stop these e-mails")}</p>`,
  ]);
  return { subject, text, html };
}

/** The e-mail of a followed car: cheaper, reserved or sold. */
export function carMail({
  firstName,
  kind,
  car,
  lastPrice,
  links,
}: {
  firstName: string;
  kind: CarAlertKind;
  car: AlertCar;
  lastPrice: number;
  links: AlertLinks;
}): ComposedMail {
  const { siteUrl } = links;
  const searches = `${siteUrl}/saved-searches`;
  const subject =
    kind === "price_drop"
      ? `Price drop: ${car.name} is now ${formatPrice(car.cashPrice)}`
      : kind === "reserved"
        ? `${car.name} has been reserved`
        : `${car.name} has been sold`;
  const headline =
    kind === "price_drop"
      ? `The price of a car you follow has dropped from ${formatPrice(lastPrice)} to ${formatPrice(car.cashPrice)}.`
      : kind === "reserved"
        ? "A car you follow has been reserved by another customer. If they do not go ahead, it will be for sale again."
        : "A car you follow has been sold.";
  const why = "You asked to hear about this car.";
  const text = [
    `Hello ${firstName},`,
    headline,
    carText(car, siteUrl),
    `Your saved searches and cars: ${searches}`,
    `${why} To stop these e-mails: ${links.unsubscribe}`,
  ].join("\n\n");
  const html = page(subject, [
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>${escapeHtml(headline)}</p>`,
    carHtml(car, siteUrl),
    `<p>${link(searches, "Your saved searches and cars")}</p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(why)} ${link(links.unsubscribe, "Stop these e-mails")}</p>`,
  ]);
  return { subject, text, html };
}
