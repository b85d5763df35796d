import type { OfferCard as OfferCardData } from "~/lib/home/popular-offers";
import { OfferIcon } from "~/components/home/OfferIcon";

interface OfferCardProps {
  offer: OfferCardData;
  /** Where the card's button goes and what it says: the offer's own link and button text unless given. */
  href?: string;
  buttonText?: string;
  headingLevel?: 2 | 3;
}

/**
 * An offer card (icon, icon text, heading, text, button, picture): the home page's Popular Offers and the special
 * offers page. The picture is the offer's generated art, sized so the card does not shift as it loads; it is
 * decorative, the heading beside it saying what the offer is. It loads with the page rather than lazily: a lazy
 * picture far down a phone's page stays an empty grey box until scrolled near (in a full-page capture, a quick
 * flick, on a slow link), and each is about 2 KB compressed.
 */
export function OfferCard({ offer, href, buttonText, headingLevel = 3 }: OfferCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const label = buttonText ?? offer.btn_text;
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <img
        src={offer.image}
        alt=""
        width={1200}
        height={675}
        decoding="async"
        className="aspect-[16/9] h-auto w-full bg-gray-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-brand-light px-3 py-1 text-sm font-bold text-brand-dark">
          <OfferIcon name={offer.icon} />
          {offer.icon_text}
        </p>
        <Heading className="text-xl font-bold text-gray-900">{offer.heading}</Heading>
        <p className="flex-1 text-gray-800">{offer.text}</p>
        {/* The name starts with the visible words (WCAG 2.5.3) and says which offer. */}
        <a
          href={href ?? offer.link}
          aria-label={`${label}: ${offer.heading}`}
          className="btn-primary mt-2 self-start"
        >
          {label}
        </a>
      </div>
    </div>
  );
}
