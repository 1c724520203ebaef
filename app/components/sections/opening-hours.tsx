import { site } from "~/site";

/** The office's opening hours, a line per group of days. */
export function OpeningHours() {
  return (
    <ul className="space-y-0.5">
      {site.hours.map((entry) => (
        <li key={entry.days}>
          <span className="text-foreground">{entry.days}:</span> {entry.hours}
        </li>
      ))}
    </ul>
  );
}
