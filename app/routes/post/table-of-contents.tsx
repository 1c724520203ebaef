import type { PostHeading } from "~/content/posts";
import { cn } from "~/components/ui/cn";

/** 'On this page': links to the article's sections, beside the text on wide screens. */
export function TableOfContents({ headings }: { headings: readonly PostHeading[] }) {
  const sections = headings.filter((heading) => heading.depth === 2);
  if (sections.length < 2) return null;
  return (
    <nav aria-labelledby="toc-title" className="hidden lg:block">
      <div className="sticky top-28">
        <h2 id="toc-title" className="text-sm font-semibold">
          On this page
        </h2>
        <ul className="mt-4 space-y-1 border-l border-border text-sm">
          {sections.map((heading) => (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                className={cn(
                  "-ml-px block border-l border-transparent py-1.5 pl-4 text-muted transition-colors",
                  "hover:border-primary hover:text-foreground",
                )}
              >
                {heading.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
