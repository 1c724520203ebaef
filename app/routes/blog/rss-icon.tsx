/** The feed symbol (not in the site's icon set, which holds only its own line icons). */
export function RssIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <circle cx="6" cy="18" r="2" />
      <path d="M4 10.5a9.5 9.5 0 019.5 9.5h-2.6A6.9 6.9 0 004 13.1v-2.6z" />
      <path d="M4 4.5A15.5 15.5 0 0119.5 20h-2.6A12.9 12.9 0 004 7.1V4.5z" />
    </svg>
  );
}
