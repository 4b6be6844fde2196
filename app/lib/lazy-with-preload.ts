import { lazy, type ComponentType } from 'react'

/**
 * `React.lazy` that can be fetched ahead (`preload()`), and that renders at once when it was: a lazy
 * component whose code is already here still suspends for a tick, and React then keeps its fallback
 * on screen for at least 300 ms (its fallback throttle), which is what a passenger saw after every
 * accept (issue 23; docs/performance-history/2026-11-27-booking-latency-and-lighthouse.md). A thenable
 * that resolves synchronously lets React use the module without suspending. (react-lazy-with-preload
 * does the same by keeping a second component; this is the part we use, with no dependency.)
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  const preload = () => load().then((component) => (loaded = component))
  const Component = lazy(() => {
    if (!loaded) return preload().then((component) => ({ default: component }))
    const module = { default: loaded }
    // React.lazy reads `then` once; resolving inside it marks the component ready before React checks
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>
  })
  return Object.assign(Component, { preload })
}
