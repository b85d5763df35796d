/**
 * Share links for an article: plain links to the social sites' own sharing pages, so no third-party script or cookie
 * comes onto our page. They open in a new tab (the visitor leaves for another site to sign in there).
 */
export interface ShareLink {
  /** The site's name, as the link says it ("Share on Facebook"). */
  site: string;
  href: string;
}

export function shareLinks(articleUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(articleUrl);
  const text = encodeURIComponent(title);
  return [
    { site: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { site: "X", href: `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
    { site: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { site: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${articleUrl}`)}` },
    { site: "email", href: `mailto:?subject=${text}&body=${url}` },
  ];
}
