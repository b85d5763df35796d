import { useEffect, useRef } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";
import { Link } from "@remix-run/react";
import { useSlider } from "~/components/vehicle-page/use-slider";
import { useNearViewport } from "~/components/home/use-near-viewport";
import { CAROUSEL_STEP_LOCK_MS } from "~/lib/blog/listing-query";
import type { BlogCard as BlogCardData } from "~/lib/blog/posts";
import { BlogCard } from "./BlogCard";

export interface LatestFromBlogProps {
  /** The newest posts (`latestPostCards` in lib/blog/latest-posts.server.ts); nothing is drawn without any. */
  posts: BlogCardData[];
}

const SPACING = 16;
/** Once keen starts (it removes data-keen-slider-disabled) the row stops scrolling by itself: keen moves it. */
const started =
  "[&:not([data-keen-slider-disabled])]:snap-none [&:not([data-keen-slider-disabled])]:gap-0 [&:not([data-keen-slider-disabled])]:overflow-hidden [&:not([data-keen-slider-disabled])]:touch-pan-y [&:not([data-keen-slider-disabled])]:select-none";
const arrow =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-brand bg-white text-brand focus-ring";

/**
 * 'Latest from the Blog': five posts, a step at a time with previous and next buttons that wrap round, and a 'See all
 * posts' link to /blog. Without JavaScript a row that scrolls sideways (every card is a link, so the keyboard reaches
 * each); enhanced, a keen-slider started when the block nears the screen, with 500 ms between steps and the cards off
 * screen inert, so Tab never lands on a hidden link.
 */
export function LatestFromBlog({ posts }: LatestFromBlogProps) {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const lastStep = useRef(0);
  const { ref, slider, visible, ready, current } = useSlider<HTMLUListElement>({
    loop: true,
    defaultAnimation: { duration: CAROUSEL_STEP_LOCK_MS },
    slides: { perView: 1, spacing: SPACING },
    breakpoints: {
      "(min-width: 40em)": { slides: { perView: 2, spacing: SPACING } },
      "(min-width: 64em)": { slides: { perView: 3, spacing: SPACING } },
    },
  });

  useEffect(() => {
    slider.current?.slides.forEach((slide, index) => {
      slide.inert = visible.length > 0 && !visible[index];
    });
  }, [visible, slider]);

  if (posts.length === 0) return null;

  /** One step either way; a press within 500 ms of the last is ignored, as the slide is still moving. */
  function step(by: 1 | -1) {
    const now = Date.now();
    if (now - lastStep.current < CAROUSEL_STEP_LOCK_MS) return;
    lastStep.current = now;
    if (by > 0) slider.current?.next();
    else slider.current?.prev();
  }

  return (
    <section
      ref={section}
      aria-labelledby="latest-posts-heading"
      aria-roledescription={ready ? "carousel" : undefined}
      className="px-4 py-12"
    >
      <div className="mx-auto max-w-7xl space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="latest-posts-heading" className="text-2xl font-bold text-gray-900">
            Latest from the Blog
          </h2>
          <div className="flex items-center gap-3 [.no-js_&]:hidden">
            <p aria-live="polite" className="text-sm text-gray-700">
              {ready ? `Post ${(current % posts.length) + 1} of ${posts.length}` : null}
            </p>
            <button type="button" className={arrow} onClick={() => step(-1)}>
              <ChevronLeftIcon />
              <span className="sr-only">Previous post</span>
            </button>
            <button type="button" className={arrow} onClick={() => step(1)}>
              <ChevronRightIcon />
              <span className="sr-only">Next post</span>
            </button>
          </div>
        </div>
        <ul
          // Attaching the ref starts keen.
          ref={near ? ref : undefined}
          aria-label="Latest posts"
          data-keen-slider-disabled=""
          className={`keen-slider relative flex snap-x gap-4 overflow-x-auto pb-2 ${started}`}
        >
          {posts.map((post) => (
            <li
              key={post.slug}
              className="keen-slider__slide relative w-[80%] shrink-0 snap-start p-1 sm:w-[45%] lg:w-[31%]"
            >
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
        <p>
          <Link to="/blog" className="btn-secondary">
            See all posts
          </Link>
        </p>
      </div>
    </section>
  );
}
