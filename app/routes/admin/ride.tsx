import { RidePage } from '#app/features/admin/ride-page.tsx'
import type { AdminPageProps } from './pages.tsx'

export default function Page({ params }: AdminPageProps) {
  const rideId = params.rideId ?? ''
  return <RidePage key={rideId} rideId={rideId} />
}
