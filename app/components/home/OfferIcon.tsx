import { offerIconPaths } from "@contract/offer-icons";

export function OfferIcon({ name }: { name: string }) {
  const path = offerIconPaths[name];
  if (!path) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
