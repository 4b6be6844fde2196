import { pageMeta } from '#app/lib/meta.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { LandingPage } from '#app/features/landing/components/landing-page.tsx'
import { HERO_MEDIA } from '#app/features/landing/media.ts'
import { landing as en } from '#shared/i18n/en/landing.ts'
import { landing as tr } from '#shared/i18n/tr/landing.ts'
import { langFromPath } from '#shared/routes.ts'
import type { Route } from './+types/home'

registerNamespace('landing', { en, tr })

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('home', location.pathname, (langFromPath(location.pathname) === 'en' ? en : tr).meta.homeDescription)

// The poster is the first thing painted in the hero: fetch it with the HTML.
export const links: Route.LinksFunction = () => [
  { rel: 'preload', as: 'image', href: HERO_MEDIA.poster, type: 'image/webp', fetchPriority: 'high' },
]

export default function Page() {
  return <LandingPage />
}
