import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { MediaItem, VehicleListing } from "@contract/vehicle";
import { pictureAlt, pictureView } from "~/lib/vehicle/gallery";
import { GalleryImage } from "./GalleryImage";
import { GalleryControls, GalleryThumbnails } from "./GalleryControls";
import { FullScreenGallery } from "./FullScreenGallery";
import { useSlider } from "./use-slider";
import { Html } from "~/components/Html";
import type { SafeHtml } from "~/lib/safe-html";
import { pictureLoading } from "~/components/picture-loading";

const viewOf = (item: MediaItem, index: number) => pictureView(item.medium) ?? `picture ${index + 1}`;
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface GalleryProps {
  vehicle: Pick<VehicleListing, "colour" | "year" | "make" | "range">;
  pictures: MediaItem[];
  disclaimerHtml: SafeHtml;
  /** The favourite toggle (issue 6) sits on the pictures. */
  favouriteToggle?: ReactNode;
}

/**
 * The gallery (docs/product/vehicle-page.md#gallery). Without JavaScript every picture is a figure in a plain
 * list, each linking to its full-size original. With JavaScript the list becomes a keen-slider: swipe, arrow
 * keys, buttons, a counter that wraps at both ends, thumbnails and a full-screen dialog. The `.js` class (set
 * before paint) shapes the list like the slider already, so nothing jumps when keen starts.
 */
export function Gallery({ vehicle, pictures, disclaimerHtml, favouriteToggle }: GalleryProps) {
  const enhanced = useHydrated();
  const count = pictures.length;
  const sliding = count > 1;
  // One picture needs no slider: keen is not even downloaded.
  const { ref, slider, current, ready, step } = useSlider<HTMLUListElement>({ loop: true }, sliding);
  const [fullScreen, setFullScreen] = useState(false);
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  const name = `${vehicle.colour} ${vehicle.year} ${vehicle.make.name} ${vehicle.range.name}`;
  const shown = count > 0 ? pictures : [undefined];

  function onKeyDown(event: KeyboardEvent) {
    const move = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!move) return;
    event.preventDefault();
    step(move);
  }

  return (
    <section
      aria-labelledby="gallery-heading"
      // On a phone the heading is for screen readers only: the picture follows the price (the first screen's room).
      className="space-y-3 max-sm:[&>div:first-of-type]:!mt-0"
    >
      <h2 id="gallery-heading" className="sr-only text-sm font-semibold text-gray-700 sm:not-sr-only">
        Gallery ({count})
      </h2>
      <div className="relative">
        {/* The carousel takes focus and answers the arrow keys, as a scrollable area does (issue 4: keyboard arrows);
            the buttons below do the same for pointer and switch users. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          role="region"
          aria-roledescription={sliding ? "carousel" : undefined}
          aria-label={`Pictures of the ${name}`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={ready && sliding ? 0 : undefined}
          onKeyDown={sliding ? onKeyDown : undefined}
          className="rounded-lg"
        >
          <ul
            ref={ref}
            data-keen-slider-disabled=""
            // Printed, only the first picture (vehicle-page.css).
            data-print="first-picture"
            // relative: until keen starts (data-keen-slider-disabled keeps its own styles off), each slide's hidden
            // caption is placed against this list, which clips it, instead of widening the page on a phone.
            className="keen-slider relative flex snap-x snap-mandatory gap-4 overflow-x-auto sm:grid sm:grid-cols-2 sm:overflow-visible [.js_&]:flex [.js_&]:gap-0 [.js_&]:overflow-hidden [.js_&]:rounded-lg"
          >
            {shown.map((item, index) => (
              <li
                key={item?.medium ?? "placeholder"}
                className="keen-slider__slide w-full shrink-0 snap-start sm:w-auto [.js_&]:w-full [.js_&]:min-w-full"
                aria-hidden={ready && sliding && index !== current ? true : undefined}
              >
                <figure>
                  <GalleryImage
                    item={item}
                    size="medium"
                    alt={item ? pictureAlt(vehicle, item.medium, index) : `${name}: picture coming soon`}
                    width={800}
                    height={600}
                    {...pictureLoading(index === 0)}
                    className="aspect-[4/3] h-auto w-full bg-gray-100 object-cover sm:rounded-lg [.js_&]:rounded-none"
                  />
                  {item ? (
                    <figcaption className="mt-1 px-4 text-sm text-gray-700 sm:px-0 [.js_&]:sr-only">
                      {sentence(viewOf(item, index))}
                      {" · "}
                      <a href={item.original} className="underline [.js_&]:hidden">
                        Full-size picture<span className="sr-only">: {viewOf(item, index)}</span>
                      </a>
                    </figcaption>
                  ) : null}
                </figure>
              </li>
            ))}
          </ul>
        </div>
        {favouriteToggle ? (
          <div className="absolute right-2 top-2 z-10 print:hidden">{favouriteToggle}</div>
        ) : null}
        {count > 0 ? (
          <GalleryControls
            current={current}
            count={count}
            onPrevious={() => step(-1)}
            onNext={() => step(1)}
            onFullScreen={() => setFullScreen(true)}
            fullScreenButton={fullScreenButton}
          />
        ) : null}
      </div>
      {sliding ? (
        <GalleryThumbnails
          pictures={pictures}
          current={current}
          describe={viewOf}
          onChoose={(index) => slider.current?.moveToIdx(index)}
        />
      ) : null}
      {/* Content-service copy, sanitised by the loader. */}
      <Html as="div" className="px-4 text-sm text-gray-700 sm:px-0 [&_p]:m-0" html={disclaimerHtml} />
      {enhanced && count > 0 ? (
        <FullScreenGallery
          open={fullScreen}
          start={current}
          pictures={pictures}
          name={name}
          alt={(item, index) => pictureAlt(vehicle, item.original, index)}
          onClose={(index) => {
            setFullScreen(false);
            if (sliding) slider.current?.moveToIdx(index);
            fullScreenButton.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
