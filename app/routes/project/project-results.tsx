import type { ProjectMetric } from "~/content/project-entries";

/** 'Measured results': the three numbers that changed for the client. */
export function ProjectResults({ results }: { results: readonly ProjectMetric[] }) {
  return (
    <section aria-labelledby="results-title" className="border-y border-border bg-surface py-14">
      <div className="container-page">
        <h2
          id="results-title"
          className="text-center text-sm font-semibold tracking-wide text-accent uppercase"
        >
          Measured results
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {results.map((result) => (
            <li
              key={result.label}
              className="rounded-2xl border border-border bg-background p-6 text-center"
            >
              <p className="bg-gradient-to-br from-primary to-accent bg-clip-text text-4xl font-bold tracking-tight text-transparent sm:text-5xl">
                {result.value}
              </p>
              <p className="mt-2 text-sm text-muted">{result.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
