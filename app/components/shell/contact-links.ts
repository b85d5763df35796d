/** tel: link target for a UK number as displayed ("0113 496 0412" → "tel:01134960412"). */
export function telHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
