import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

/**
 * React Router's default entry, except that hydration waits until the browser has painted the HTML
 * it already has (a prerendered page, or a panel's loading mark): on a slow phone hydrating a page
 * takes hundreds of milliseconds, and the visitor should see the page meanwhile, not a blank
 * screen (issue 10: first contentful paint). A frame's callback runs just before that frame is
 * painted; the timeout after it runs once it has been.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(hydrate, 0))
} else {
  // a background tab paints nothing (no frames come): hydrate at once
  hydrate()
}
