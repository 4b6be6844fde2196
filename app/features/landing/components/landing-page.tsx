import { useRef } from 'react'
import { PageShell } from '#app/components/page-shell.tsx'
import { useRevealOnScroll } from '../use-reveal-on-scroll.ts'
import { About } from './about.tsx'
import { AppDownload } from './app-download.tsx'
import { AppPreview } from './app-preview.tsx'
import { Gallery } from './gallery.tsx'
import { Hero } from './hero.tsx'
import { HowItWorks } from './how-it-works.tsx'
import { Promotions } from './promotions.tsx'
import { WhyChooseUs } from './why-choose-us.tsx'

/** The landing page, its sections in the spec's order. */
export function LandingPage() {
  const rootRef = useRef<HTMLDivElement>(null)
  useRevealOnScroll(rootRef)
  return (
    <PageShell isFullWidth>
      <div ref={rootRef} className="landing">
        <Hero />
        <Promotions />
        <AppPreview />
        <About />
        <Gallery />
        <HowItWorks />
        <WhyChooseUs />
        <AppDownload />
      </div>
    </PageShell>
  )
}
