import { Link, useLocation } from "react-router";
import { paths } from "~/site";
import { buttonClass } from "./ui/button";
import { cn } from "./ui/cn";
import { Icon } from "./ui/icons";

/** The floating 'Get a Quote' button. */
export function QuoteButton() {
  const location = useLocation();
  return (
    <Link
      to={paths.quotation}
      state={{ returnTo: location.pathname }}
      preventScrollReset
      className={cn(buttonClass("primary", "md"), "shadow-xl")}
    >
      <Icon name="quote" />
      Get a Quote
    </Link>
  );
}
