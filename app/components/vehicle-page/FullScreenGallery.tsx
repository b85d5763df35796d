import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { MediaItem } from "@contract/vehicle";
import { wrapIndex } from "~/lib/vehicle/gallery";
import { GalleryImage } from "./GalleryImage";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "~/components/icons";

interface FullScreenGalleryProps {
  open: boolean;
  /** The picture the gallery showed when the dialog opened. */
  start: number;
  pictures: MediaItem[];
  name: string;
  alt: (item: MediaItem, index: number) => string;
  /** Called with the picture shown last, so the gallery can follow. */
  onClose: (index: number) => void;
}

const button =
  "inline-flex h-11 min-w-[44px] items-center justify-center gap-2 rounded-full bg-white px-3 font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-white";

/**
 * The full-screen view: a modal <dialog> (the browser traps focus in it and closes it on Escape) with the original
 * pictures, arrow keys and buttons; focus returns to the gallery's Full screen button on close.
 */
export function FullScreenGallery({ open, start, pictures, name, alt, onClose }: FullScreenGalleryProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const count = pictures.length;
  const item = pictures[index];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setIndex(start);
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, start]);

  function step(by: number) {
    setIndex((shown) => wrapIndex(shown + by, count));
  }

  function onKeyDown(event: KeyboardEvent) {
    const by = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!by || count < 2) return;
    event.preventDefault();
    step(by);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="full-screen-heading"
      onClose={() => onClose(index)}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-gray-950 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col gap-3 p-3 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id="full-screen-heading" className="text-lg font-semibold">
            {name}
            {count > 1 ? (
              <span className="ml-3 font-normal" aria-live="polite" aria-atomic="true">
                <span aria-hidden="true">{`${index + 1} / ${count}`}</span>
                <span className="sr-only">{`picture ${index + 1} of ${count}`}</span>
              </span>
            ) : null}
          </h2>
          <form method="dialog">
            {/* The first control: showModal() puts focus here. */}
            <button type="submit" className={button}>
              <CloseIcon />
              Close
            </button>
          </form>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center">
          {item ? (
            <GalleryImage
              key={item.original}
              item={item}
              size="original"
              alt={alt(item, index)}
              width={1600}
              height={1200}
              className="max-h-full w-auto max-w-full object-contain"
            />
          ) : null}
          {count > 1 ? (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                className={`${button} absolute left-0 top-1/2 -translate-y-1/2`}
              >
                <ChevronLeftIcon />
                <span className="sr-only">Previous picture</span>
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                className={`${button} absolute right-0 top-1/2 -translate-y-1/2`}
              >
                <ChevronRightIcon />
                <span className="sr-only">Next picture</span>
              </button>
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
