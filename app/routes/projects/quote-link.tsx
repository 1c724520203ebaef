import type { ComponentProps } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "~/site";

/**
 * A 'Get a Quote' link that opens the quote dialog over the current page, the way the
 * floating Get a Quote button does.
 */
export function QuoteLink(props: Omit<ComponentProps<typeof Link>, "to" | "state">) {
  const { pathname } = useLocation();
  return <Link to={paths.quotation} state={{ returnTo: pathname }} preventScrollReset {...props} />;
}

/** The outlined look of a second action on the gradient call-to-action band. */
export const onBandOutlineClass =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-white/60 px-7 text-base font-semibold text-white transition-colors hover:bg-white/10";
