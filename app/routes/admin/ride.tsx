import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { RidePage } from '#app/features/admin/ride-page.tsx'
import type { Route } from './+types/ride'

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.rides.title)

export default function Page({ params }: Route.ComponentProps) {
  return <RidePage key={params.rideId} rideId={params.rideId} />
}
