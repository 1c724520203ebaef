import { Icon, type IconName } from "~/components/ui/icons";
import { site } from "~/site";
import { useCountUp } from "./use-count-up";

/** The two numbers the home page counts up to. */
const counters = [
  { label: "Projects Completed", target: site.projectsCompleted, icon: "briefcase" },
  { label: "Satisfied Clients", target: site.clientsServed, icon: "users" },
] as const satisfies readonly { label: string; target: number; icon: IconName }[];

function Counter({ label, target, icon }: { label: string; target: number; icon: IconName }) {
  const { ref, value } = useCountUp<HTMLSpanElement>(target);
  return (
    <div className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-border bg-background/50 p-6">
      <dt className="text-base font-medium text-muted">{label}</dt>
      <dd className="text-6xl font-extrabold tracking-tight tabular-nums">
        <span className="mb-5 flex size-10 items-center justify-center rounded-xl bg-primary/15 text-primary">
          <Icon name={icon} className="size-5" />
        </span>
        <span
          ref={ref}
          className="bg-gradient-to-br from-primary to-accent bg-clip-text text-transparent"
        >
          {value}
        </span>
      </dd>
    </div>
  );
}

/** Projects Completed and Satisfied Clients, counting up once when scrolled into view. */
export function Counters() {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {counters.map((counter) => (
        <Counter key={counter.label} {...counter} />
      ))}
    </dl>
  );
}
