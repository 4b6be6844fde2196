export type LocateResult = { kind: 'found'; lat: number; lng: number } | { kind: 'denied' } | { kind: 'unavailable' }

/** One position from the browser, asked only after the page has said why (the caller's button). */
export function locate(): Promise<LocateResult> {
  if (!('geolocation' in navigator)) return Promise.resolve({ kind: 'unavailable' })
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ kind: 'found', lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => resolve({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    )
  })
}
