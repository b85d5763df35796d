import type { SocialLink } from "@contract/content";
import { SocialLinks } from "~/components/shell/SocialLinks";
import { focusRing } from "~/components/shell/styles";
import { belowTheFold } from "./styles";

/**
 * Home block 6 (docs/product/home.md#home-blocks): follow us on the dealer's social sites (from the content
 * service).
 */
export function FollowUs({ socials, owner }: { socials: SocialLink[]; owner: string }) {
  if (socials.length === 0) return null;
  return (
    <section className={`mx-auto max-w-7xl px-4 py-10 ${belowTheFold}`} aria-labelledby="follow-us-heading">
      <h2 id="follow-us-heading" className="text-2xl font-bold text-gray-900">
        Follow us
      </h2>
      <p className="mt-2 text-gray-800">New arrivals, offers and advice, every week.</p>
      <div className="mt-4 [&_ul]:flex [&_ul]:flex-wrap [&_ul]:gap-3 [&_ul]:space-y-0">
        <SocialLinks
          socials={socials}
          owner={owner}
          showNames
          linkClassName={`border-2 border-brand px-4 font-semibold text-brand no-underline hover:bg-brand-light ${focusRing}`}
        />
      </div>
    </section>
  );
}
