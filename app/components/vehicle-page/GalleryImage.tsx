import { useCallback, useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import type { MediaItem } from "@contract/vehicle";
import { nextImageSource, PLACEHOLDER_IMAGE } from "~/lib/vehicle/gallery";

type GalleryImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  item: MediaItem | undefined;
  size: keyof MediaItem;
  alt: string;
};

/**
 * A car picture that falls back to the original, then the placeholder, when it fails to load
 * (docs/product/vehicle-page.md#gallery).
 */
export function GalleryImage({ item, size, alt, ...image }: GalleryImageProps) {
  const [src, setSrc] = useState(item ? item[size] : PLACEHOLDER_IMAGE);
  const ref = useRef<HTMLImageElement>(null);
  const fail = useCallback(() => setSrc((failed) => nextImageSource(failed, item) ?? failed), [item]);

  useEffect(() => {
    // A picture that failed before React hydrated never fires onError: catch it here.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) fail();
  }, [fail]);

  return <img ref={ref} src={src} alt={alt} onError={fail} decoding="async" {...image} />;
}
