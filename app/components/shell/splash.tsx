import { site } from "~/site";
import { Logo } from "../logo";

/**
 * A full-screen splash over the home page when it is the first page of a session. It is in the
 * home page's HTML but drawn only while <html data-splash> is set, which the head script does on
 * such a visit with JavaScript: visitors arriving elsewhere, visitors without JavaScript, and
 * crawlers see the page at once. Only the prerender draws it (site-shell.tsx); `useSplashEnd`
 * ends it.
 */
export function Splash() {
  return (
    <div
      id="splash"
      // The theme's own colours: the head script has set the stored theme before the first paint.
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 bg-background text-foreground"
    >
      <div className="flex flex-col items-center gap-4">
        <Logo className="size-16" withName={false} />
        <p className="text-3xl font-bold tracking-tight sm:text-4xl">{site.name}</p>
      </div>
      <div
        role="progressbar"
        aria-label={`Loading ${site.name}`}
        className="h-1.5 w-56 overflow-hidden rounded-full bg-foreground/10"
      >
        <div className="h-full origin-left animate-splash-progress rounded-full bg-gradient-to-r from-primary to-accent" />
      </div>
      <p className="text-base font-medium tracking-[0.2em] text-muted">{site.tagline}</p>
    </div>
  );
}
