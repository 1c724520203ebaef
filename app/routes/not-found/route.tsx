import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { site, paths } from "~/site";

export const meta = () => [
  { title: `Page Not Found | ${site.name}` },
  { name: "description", content: "The page you are looking for could not be found." },
  { name: "robots", content: "noindex" },
];

/**
 * Any unknown address. The server answers it with HTTP status 404. It fills the first screen,
 * so the footer starts below the fold and nothing of it sits under the floating buttons.
 */
export default function NotFound() {
  return (
    <section className="container-page flex min-h-dvh flex-col items-center justify-center pt-28 pb-20 text-center">
      <p className="bg-gradient-to-r from-primary to-accent bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-muted">
        The page you are looking for might have been removed, had its name changed, or is
        temporarily unavailable.
      </p>
      <ButtonLink to={paths.home} size="lg" className="mt-8">
        <Icon name="arrowLeft" />
        Back to Home
      </ButtonLink>
    </section>
  );
}
