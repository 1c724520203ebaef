/** The footer's newsletter box. */
export function NewsletterForm() {
  return (
    <form
      className="mt-4 flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => event.preventDefault()}
    >
      <input
        type="email"
        name="email"
        required
        placeholder="Your email"
        aria-label="Your email"
        autoComplete="email"
        className="h-11 min-w-0 rounded-full sm:flex-1 border border-border bg-background px-4 text-sm"
      />
      <button
        type="submit"
        className="h-11 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary-strong"
      >
        Subscribe
      </button>
    </form>
  );
}
