import type { FuelType } from "../contract/vehicle";
import type { Prng } from "./prng";

/**
 * The words a dealer writes about a car: where it came from, a one-line attention grabber, and the "About this car"
 * description. Built from the car's own facts so they never contradict the specification.
 */

export const vehicleSources = [
  ["Part exchange", 35],
  ["Ex-lease", 20],
  ["Auction", 20],
  ["Ex-fleet", 10],
  ["Private purchase", 10],
  ["Ex-rental", 5],
] as const;

export type VehicleSource = (typeof vehicleSources)[number][0];

/** Business sources sell VAT-qualifying ("Commercial") cars while they are young. */
export function isCommercialSource(source: VehicleSource): boolean {
  return source === "Ex-lease" || source === "Ex-fleet" || source === "Ex-rental";
}

export interface CarFacts {
  year: number;
  plate: string;
  /** "Ford Fiesta", "DS 7". */
  title: string;
  derivative: string;
  paint: string;
  mileage: number;
  ageYears: number;
  fuel: FuelType;
  engineSize: number;
  transmissionLabel: string;
  headlineFeatures: string[];
  ulez: boolean;
  services: number;
  fullServiceHistory: boolean;
  spareKey: boolean;
  branchTown: string;
}

const grouped = new Intl.NumberFormat("en-GB");
const thousands = (value: number) => grouped.format(value);

/** Feature labels mid-sentence: "sat nav", but "Bluetooth" and "ISOFIX" keep their capitals. */
const inSentence = (label: string) => (/^(Bluetooth|Apple|ISOFIX)/.test(label) ? label : label.toLowerCase());

const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? "an" : "a"} ${words}`;

function drivetrainSentence(facts: CarFacts): string {
  const gearbox = `${facts.transmissionLabel.toLowerCase()} gearbox`;
  if (facts.fuel === "electric") return `It is fully electric, with ${withArticle(gearbox)}.`;
  const litres = (facts.engineSize / 1000).toFixed(1);
  const engine = {
    petrol: `${litres}-litre petrol engine`,
    diesel: `${litres}-litre diesel engine`,
    hybrid: `${litres}-litre petrol hybrid engine`,
    "plug-in-hybrid": `${litres}-litre plug-in hybrid engine`,
  }[facts.fuel];
  return `It has ${withArticle(engine)} and ${withArticle(gearbox)}.`;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function attentionGrabber(prng: Prng, facts: CarFacts): string {
  const options: string[] = [];
  if (facts.mileage < 6000 * Math.max(1, facts.ageYears)) options.push("Low mileage");
  if (facts.ageYears < 1.5) options.push("Nearly new");
  if (facts.fullServiceHistory && facts.services >= 3) options.push("Full service history");
  if (facts.headlineFeatures.includes("Apple CarPlay / Android Auto")) options.push("Apple CarPlay");
  if (facts.headlineFeatures.includes("Sat nav")) options.push("Sat nav");
  if (facts.headlineFeatures.length >= 9) options.push("Huge spec");
  if (facts.ulez) options.push("ULEZ compliant");
  options.push("Ready to drive away", "Great value");
  return prng.pick(options);
}

export function description(prng: Prng, facts: CarFacts): string {
  const car = `${facts.title} ${facts.derivative}`;
  const opening = prng.pick([
    `This ${facts.paint} ${facts.year} (${facts.plate}) ${car}`,
    `Here we have a ${facts.year} ${car} finished in ${facts.paint}, which`,
    `Presented in ${facts.paint}, this ${facts.plate}-plate ${car}`,
  ]);
  const sentences = [`${opening} has covered ${thousands(facts.mileage)} miles.`, drivetrainSentence(facts)];
  if (facts.headlineFeatures.length > 0) {
    sentences.push(`Highlights include ${listOf(facts.headlineFeatures.slice(0, 4).map(inSentence))}.`);
  }
  if (facts.services > 0) {
    sentences.push(
      facts.fullServiceHistory
        ? `It comes with a full service history (${facts.services} stamps).`
        : `It comes with ${facts.services} recorded services.`,
    );
  }
  if (facts.ulez) sentences.push("It meets the London ULEZ standard, so there is no daily charge to pay.");
  if (facts.spareKey) sentences.push("Both keys are present.");
  // Nothing here offers to reserve or view the car: the text outlives its sale, and the page offers what still can be
  // done (docs/decisions/080-vehicle-page-forms-and-reserved-cars.md).
  sentences.push(
    `Every car has passed our multi-point health check. It is at our ${facts.branchTown} branch.`,
  );
  return sentences.join(" ");
}
