/** What a shared link could not show (cars gone from stock, too many cars), said plainly above the list. */
export function ListNotes({ notes }: { notes: (string | null)[] }) {
  const shown = notes.filter((note): note is string => Boolean(note));
  if (shown.length === 0) return null;
  return (
    <div className="mt-4 rounded-md border-l-4 border-brand bg-brand-light px-4 py-3 text-gray-900">
      {shown.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
