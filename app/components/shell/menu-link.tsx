import { PlainLink } from "~/components/PlainLink";

/**
 * A menu entry: a link for paths on this site, which LinkNavigation follows client-side and fetches ahead when the
 * shopper points at it; a plain anchor for anything else (mailto:, other sites).
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
      <PlainLink to={url} prefetch="intent" className={className}>
        {children}
      </PlainLink>
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
