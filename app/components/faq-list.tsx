import { Icon } from "./ui/icons";

/** The round plus beside a <summary> that turns into a cross while its <details> is open. */
export function DisclosureMarker() {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted transition-transform duration-200 group-open:rotate-45 group-open:text-primary"
    >
      <Icon name="plus" className="size-4" />
    </span>
  );
}

/** Questions and answers as native disclosures: they open without JavaScript. */
export function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div className="space-y-4">
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-2xl border border-border bg-surface shadow-xs transition-colors open:border-primary/40 open:shadow-md"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-balance hover:text-primary sm:px-6 [&::-webkit-details-marker]:hidden">
            {item.question}
            <DisclosureMarker />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-muted sm:px-6">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
