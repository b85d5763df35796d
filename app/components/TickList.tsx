/** A list whose items each start with a green tick (features of a car, what a reservation gives). */
export function TickList({
  items,
  className,
  label,
}: {
  items: readonly string[];
  className: string;
  /** The list's accessible name, when nothing nearby names it. */
  label?: string;
}) {
  return (
    <ul className={`tick-list ${className}`} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <span aria-hidden="true">✓</span>
          {item}
        </li>
      ))}
    </ul>
  );
}
