import type { ComponentProps } from "react";
import { Section } from "~/components/sections/section";
import { cn } from "~/components/ui/cn";
import { Icon, type IconName } from "~/components/ui/icons";
import type { AvatarTone, Testimonial } from "~/content/testimonials";
import { ROTATION_CONTROL_ATTRIBUTE, useCarousel } from "./use-carousel";
import { usePrefersReducedMotion } from "./use-reduced-motion";

const avatarTones = {
  indigo: "from-indigo-600 to-sky-700",
  violet: "from-violet-600 to-fuchsia-700",
  teal: "from-teal-700 to-cyan-700",
} as const satisfies Record<AvatarTone, string>;

/** A round control of the carousel: an icon, named by its aria-label. */
function ControlButton({
  icon,
  iconClassName = "size-5",
  className,
  ...props
}: { icon: IconName; iconClassName?: string } & Omit<
  ComponentProps<"button">,
  "type" | "children"
>) {
  return (
    <button
      type="button"
      {...props}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-foreground shadow-sm transition-colors hover:bg-surface-2",
        className,
      )}
    >
      <Icon name={icon} className={iconClassName} />
    </button>
  );
}

function Stars({ rating }: { rating: Testimonial["rating"] }) {
  return (
    <p role="img" aria-label={`${rating} out of 5 stars`} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name="star"
          className={cn(
            "size-5",
            star <= rating ? "text-amber-600 dark:text-amber-400" : "text-muted/50",
          )}
          fill={star <= rating ? "currentColor" : "none"}
        />
      ))}
    </p>
  );
}

/**
 * Three client quotes that rotate every 8 s (pausable), with arrows and dots. The quotes come as
 * the page's data (see route.tsx), not in its JavaScript.
 */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useCarousel({ count: testimonials.length, reducedMotion });

  return (
    <Section
      id="testimonials"
      eyebrow="Client stories"
      title="What our clients say"
      lead="We measure ourselves by the results of the teams we work with. Here is what a few of them say."
    >
      <section
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        className="relative mx-auto mt-14 max-w-3xl"
        {...carousel.containerProps}
      >
        <div
          aria-hidden="true"
          className="absolute inset-x-10 -inset-y-6 -z-10 rounded-[3rem] bg-gradient-to-r from-primary/20 via-accent/15 to-primary/20 blur-3xl"
        />
        <div aria-live={carousel.rotating ? "off" : "polite"} className="grid">
          {testimonials.map((testimonial, i) => {
            const current = i === carousel.index;
            return (
              <figure
                key={testimonial.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${testimonials.length}`}
                inert={!current}
                className={cn(
                  "col-start-1 row-start-1 flex flex-col rounded-3xl border border-border bg-surface p-7 shadow-xl shadow-primary/5 transition-[opacity,visibility] duration-500 motion-reduce:transition-none sm:p-12",
                  current ? "visible opacity-100" : "invisible opacity-0",
                )}
              >
                <div className="flex items-center justify-between gap-4">
                  <Stars rating={testimonial.rating} />
                  <span
                    aria-hidden="true"
                    className="font-serif text-7xl leading-[0.5] text-primary/30 select-none"
                  >
                    &ldquo;
                  </span>
                </div>
                <blockquote className="mt-6 flex-1 text-lg leading-relaxed text-pretty sm:text-xl">
                  <p>{testimonial.content}</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className={cn(
                      "flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-sm font-bold text-white ring-4 ring-surface-2",
                      avatarTones[testimonial.avatar.tone],
                    )}
                  >
                    {testimonial.avatar.initials}
                  </span>
                  <span>
                    <span className="block font-semibold">{testimonial.name}</span>
                    <span className="block text-sm text-muted">{testimonial.position}</span>
                  </span>
                </figcaption>
              </figure>
            );
          })}
        </div>

        <div className="mt-8 flex items-center justify-center gap-3 sm:gap-4">
          <ControlButton
            icon="arrowLeft"
            aria-label="Previous testimonial"
            onClick={carousel.previous}
          />
          <div className="flex items-center">
            {testimonials.map((testimonial, i) => (
              <button
                key={testimonial.id}
                type="button"
                aria-label={`Show testimonial ${i + 1}`}
                aria-current={i === carousel.index ? "true" : undefined}
                onClick={() => carousel.goTo(i)}
                className="group/dot flex h-11 min-w-6 items-center justify-center px-1"
              >
                <span
                  className={cn(
                    "block h-2.5 rounded-full transition-all duration-300",
                    i === carousel.index
                      ? "w-8 bg-primary"
                      : "w-2.5 bg-muted/70 group-hover/dot:bg-muted",
                  )}
                />
              </button>
            ))}
          </div>
          <ControlButton icon="arrowRight" aria-label="Next testimonial" onClick={carousel.next} />
          <ControlButton
            {...{ [ROTATION_CONTROL_ATTRIBUTE]: "" }}
            icon={carousel.playing ? "pause" : "play"}
            iconClassName="size-4"
            aria-label={carousel.playing ? "Pause testimonials" : "Play testimonials"}
            onClick={carousel.togglePlaying}
            className="ml-2 sm:ml-4"
          />
        </div>
      </section>
    </Section>
  );
}
