import type { LatLng } from '#shared/ride-lifecycle/geo.ts'

export type NavigationApp = 'google' | 'yandex' | 'apple'
export const NAVIGATION_APPS: readonly NavigationApp[] = ['google', 'yandex', 'apple']

/** A route to `to` in each navigation app the drivers use in Turkey; each app starts from where the phone is. */
export function navigationHref(app: NavigationApp, to: LatLng): string {
  const lat = to.lat.toFixed(6)
  const lng = to.lng.toFixed(6)
  switch (app) {
    case 'google':
      return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`
    case 'yandex':
      return `yandexnavi://build_route_on_map?lat_to=${lat}&lon_to=${lng}`
    case 'apple':
      return `https://maps.apple.com/?daddr=${lat},${lng}`
  }
}
