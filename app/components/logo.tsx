import { useId } from "react";
import { site } from "~/site";

/** The brand mark and, unless `withName` is false, the short name. */
export function Logo({
  className = "size-8",
  withName = true,
}: {
  className?: string;
  withName?: boolean;
}) {
  const gradient = useId();
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-foreground">
      <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#818cf8" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path
          d="M10 22V10l12 12V10"
          fill="none"
          stroke="#0b1020"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withName ? site.shortName : null}
    </span>
  );
}
