import { useRef } from "react";
import { contactForm } from "~/forms/contact";
import { FormShell } from "./form-shell";

/**
 * The contact form: idle → sending (at least 1.5 s and until the server has stored it) →
 * 'Message Sent!' for 3 s → the empty form again. A failure keeps every field as typed and
 * offers a retry and an e-mail instead.
 */
export function ContactForm({ id, titleId }: { id: string; titleId: string }) {
  const cardRef = useRef<HTMLDivElement>(null);

  return (
    <div
      ref={cardRef}
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      role="group"
      className="rounded-3xl border border-border bg-surface p-6 shadow-xl shadow-black/5 outline-none sm:p-8 dark:shadow-black/20"
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight">
        Send us a message
      </h2>
      <p className="mt-2 text-sm text-muted">
        Tell us what you are working on. We answer every message within one business day.
      </p>
      <FormShell
        form={contactForm}
        className="mt-8 grid gap-5 sm:grid-cols-2"
        submitIcon
        submitClassName="w-full sm:w-auto"
        actionsClassName="flex flex-col-reverse gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between"
        note={
          <p className="text-xs text-muted">
            We use your details only to answer you. No newsletters unless you ask.
          </p>
        }
        onSent={() => {
          // The form is about to be replaced: keep keyboard focus in the card, not on <body>.
          const card = cardRef.current;
          if (card?.contains(document.activeElement) || document.activeElement === document.body)
            card?.focus({ preventScroll: true });
        }}
      />
    </div>
  );
}
