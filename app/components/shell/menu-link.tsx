import { Link } from "@remix-run/react";

/**
 * A menu entry: Remix's <Link> for paths on this site, followed client-side and fetched ahead when the shopper points
 * at it or focuses it ("intent", docs/decisions/325); a plain anchor for anything else (mailto:, other sites).
 */
export function MenuLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: React.ReactNode;
}) {
  if (url.startsWith("/") && !url.startsWith("//")) {
    return (
      <Link to={url} prefetch="intent" className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className}>
      {children}
    </a>
  );
}

/** A menu entry that leads somewhere (content editors use "#" or "" for parents that only group children). */
export function hasDestination(url: string): boolean {
  return url.trim() !== "" && url.trim() !== "#";
}
