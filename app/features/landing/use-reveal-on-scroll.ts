import { useEffect, type RefObject } from 'react'
import { SCROLL_REVEAL } from '#shared/constants.ts'

/**
 * Sections marked `data-reveal` fade in once when 10 % of them is visible. The class that hides
 * them is added here, after JavaScript runs, so the prerendered HTML always shows everything;
 * nothing moves under prefers-reduced-motion.
 */
export function useRevealOnScroll(rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = rootRef.current
    if (!root || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.classList.add('is-revealed')
        observer.unobserve(entry.target)
      }
    }, SCROLL_REVEAL)
    for (const element of root.querySelectorAll<HTMLElement>('[data-reveal]')) {
      // Already on screen: hiding it now would only make it flicker.
      if (element.getBoundingClientRect().top < window.innerHeight) continue
      element.classList.add('reveal')
      observer.observe(element)
    }
    return () => observer.disconnect()
  }, [rootRef])
}
