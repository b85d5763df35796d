import type { RefObject } from "react";
import type { MediaItem } from "@contract/vehicle";
import { GalleryImage } from "./GalleryImage";
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from "~/components/icons";

/** Overlay buttons only work with JavaScript: without it they are not shown (`.no-js`). */
const jsOnly = "[.no-js_&]:hidden";
const roundButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-gray-900 shadow ring-1 ring-gray-300 hover:bg-white";

interface ControlsProps {
  current: number;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  onFullScreen: () => void;
  fullScreenButton: RefObject<HTMLButtonElement>;
}

/** Previous / next, the counter (it wraps: before picture 1 comes the last) and the full-screen button. */
export function GalleryControls({
  current,
  count,
  onPrevious,
  onNext,
  onFullScreen,
  fullScreenButton,
}: ControlsProps) {
  const sliding = count > 1;
  return (
    <div className={`${jsOnly} print:hidden`}>
      {sliding ? (
        <>
          <button
            type="button"
            onClick={onPrevious}
            className={`${roundButton} absolute left-2 top-1/2 -translate-y-1/2`}
          >
            <ChevronLeftIcon />
            <span className="sr-only">Previous picture</span>
          </button>
          <button
            type="button"
            onClick={onNext}
            className={`${roundButton} absolute right-2 top-1/2 -translate-y-1/2`}
          >
            <ChevronRightIcon />
            <span className="sr-only">Next picture</span>
          </button>
          <p
            aria-live="polite"
            aria-atomic="true"
            className="absolute bottom-2 left-2 rounded-full bg-gray-900/85 px-3 py-1 text-sm font-semibold text-white"
          >
            <span aria-hidden="true">{`${current + 1} / ${count}`}</span>
            <span className="sr-only">{`Picture ${current + 1} of ${count}`}</span>
          </p>
        </>
      ) : null}
      <button
        ref={fullScreenButton}
        type="button"
        onClick={onFullScreen}
        className="absolute bottom-2 right-2 inline-flex min-h-[44px] items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-gray-900 shadow ring-1 ring-gray-300 hover:bg-white"
      >
        <ExpandIcon />
        Full screen
      </button>
    </div>
  );
}

interface ThumbnailsProps {
  pictures: MediaItem[];
  current: number;
  describe: (item: MediaItem, index: number) => string;
  onChoose: (index: number) => void;
}

export function GalleryThumbnails({ pictures, current, describe, onChoose }: ThumbnailsProps) {
  return (
    <ul className={`flex gap-2 overflow-x-auto pb-1 ${jsOnly} print:hidden`} aria-label="Thumbnails">
      {pictures.map((item, index) => (
        <li key={item.thumb} className="shrink-0">
          <button
            type="button"
            onClick={() => onChoose(index)}
            aria-current={index === current ? "true" : undefined}
            // relative: the picture's hidden name (sr-only, absolutely placed) stays inside the strip and scrolls
            // with it; placed against an outer box it would widen the whole page on a phone.
            className={`relative block overflow-hidden rounded-md ring-offset-2 ${
              index === current ? "ring-2 ring-brand" : "ring-1 ring-gray-300"
            }`}
          >
            <span className="sr-only">
              Show picture {index + 1} of {pictures.length}: {describe(item, index)}
            </span>
            <GalleryImage
              item={item}
              size="thumb"
              alt=""
              width={320}
              height={240}
              loading="lazy"
              className="h-[60px] w-20 bg-gray-100 object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
