import { RidePage } from '#app/features/admin/ride-page.tsx'
import type { AdminPageProps } from '#app/features/admin/admin-page-props.ts'

export default function Page({ params }: AdminPageProps) {
  const rideId = params.rideId ?? ''
  return <RidePage key={rideId} rideId={rideId} />
}
