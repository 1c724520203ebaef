import { Link } from "react-router";
import { quoteForm } from "~/forms/quote";
import { paths } from "~/site";
import { FormShell } from "./form-shell";

/**
 * The quote request form. It lives in its own module so the dialog can load it lazily.
 * `onSent` runs once the server has stored the request; on failure the form keeps its values.
 */
export function QuoteForm({ onSent }: { onSent: () => void }) {
  return (
    <FormShell
      form={quoteForm}
      className="grid gap-4 sm:grid-cols-2"
      submitIcon
      submitClassName="w-full"
      actionsClassName="sm:col-span-2"
      onSent={onSent}
      after={
        <p className="text-center text-sm text-muted sm:col-span-2">
          Not sure what to expect? Typical ranges and durations are on{" "}
          <Link
            to={paths.pricing}
            className="font-medium text-primary underline underline-offset-4 hover:text-primary-strong"
          >
            how we price
          </Link>
          .
        </p>
      }
    />
  );
}
