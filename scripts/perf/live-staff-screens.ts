import { cpuSeconds, percentile, signedOf } from './live-common.ts'
import { openStream, type ArrivedEvent } from './sse-client.ts'

/**
 * Issue 25's staff screens in `bench:live`: ten supervisors with the live map open, each zoomed in
 * (zoom 15) around the home of one of the taxis whose offers stream is open, so the rides requested
 * there during the request phase show on that screen. Two figures:
 * - **behind the truth**: from a ride request's send time (before the ride exists: an upper bound)
 *   to the `delta` listing that ride arriving on the screen, while the fleet reports;
 * - **cost**: the server process's CPU over a quiet window with the ten screens open, less the same
 *   window without them (the ticker reads the whole city every second, whatever is in view).
 */
export const SCREEN_COUNT = 10

type Stream = Awaited<ReturnType<typeof openStream>>
export type StaffScreen = { stream: Stream }

/** A zoom-15 view a little over 2 km each way around `home`. */
function viewAround(home: { lat: number; lng: number }) {
  return new URLSearchParams({
    south: (home.lat - 0.01).toFixed(5),
    west: (home.lng - 0.013).toFixed(5),
    north: (home.lat + 0.01).toFixed(5),
    east: (home.lng + 0.013).toFixed(5),
    zoom: '15',
  }).toString()
}

/** One screen per staff token, around `homes[j]`; resolves when every screen has its snapshot. */
export async function openStaffScreens(
  base: string,
  staffTokens: string[],
  homes: { lat: number; lng: number }[],
): Promise<StaffScreen[]> {
  const screens = await Promise.all(
    staffTokens.map(async (token, j) => ({
      stream: await openStream(
        `${base}/api/v1/admin/live/events?${viewAround(homes[j]!)}`,
        `durak.session_token=${encodeURIComponent(signedOf(token))}`,
      ),
    })),
  )
  await Promise.all(screens.map((s) => s.stream.next(0, (e) => e.type === 'snapshot', 30_000)))
  return screens
}

const listsRide = (rideId: string) => (e: ArrivedEvent) =>
  e.type === 'delta' &&
  ((e.data as { rides?: { upsert?: { id: string }[] } }).rides?.upsert ?? []).some((r) => r.id === rideId)

/** Milliseconds from `since` to the delta that shows `rideId` on the screen, or null after 10 s. */
export function rideShownAfter(screen: StaffScreen, rideId: string, since: number): Promise<number | null> {
  return screen.stream.next(since, listsRide(rideId), 10_000).then(
    (event) => event.at - since,
    () => null,
  )
}

export type ScreenLag = { p50: number; p99: number; max: number; shown: number; missing: number }

export function lagOf(waits: (number | null)[]): ScreenLag {
  const shown = waits.filter((w): w is number => w !== null).sort((a, b) => a - b)
  return {
    p50: percentile(shown, 50),
    p99: percentile(shown, 99),
    max: shown.length ? shown[shown.length - 1]! : Number.NaN,
    shown: shown.length,
    missing: waits.length - shown.length,
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Percent of one core the server process used over `seconds` of quiet (no load from the bench). */
export async function quietCpuPercent(pid: number, seconds: number): Promise<number> {
  const before = cpuSeconds(pid)
  await sleep(seconds * 1000)
  return ((cpuSeconds(pid) - before) / seconds) * 100
}
