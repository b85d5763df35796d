/**
 * An e-mail address as text that may wrap before its @ (<wbr>) and nowhere else in a word: a narrow column shows
 * "manchester" / "@northwaycars.co.uk", not "manchester@northwaycar" / "s.co.uk". The element around it uses
 * overflow-wrap: anywhere, which breaks a part only when that part alone is wider than the line (a 320 px phone's
 * unavoidable case) and, unlike break-word, also inside the links' inline-flex boxes. Chromium reads a <wbr> as a space ("york @northway…"), so the link around it names the address
 * itself (aria-label).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
