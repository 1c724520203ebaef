import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default entry, without StrictMode outside development: its extra checks run only
 * there, and the production build need not carry the wrapper. The hydration is a transition, so
 * React renders it in slices that yield to the browser (docs/decisions/008-shorter-start-tasks.md).
 */
startTransition(() => {
  hydrateRoot(
    document,
    import.meta.env.DEV ? (
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    ) : (
      <HydratedRouter />
    ),
  );
});
