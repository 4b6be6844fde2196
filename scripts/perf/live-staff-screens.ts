import { cpuSeconds, percentile, signedOf } from './live-common.ts'
import { openStream, type ArrivedEvent } from './sse-client.ts'

/**
 * Issue 25's staff screens in `bench:live`: ten supervisors with the live map open, each zoomed in
 * (zoom 15) around the home of one of the taxis whose offers stream is open, so the rides requested
 * there during the request phase show on that screen. Two figures:
 * - **behind the truth**: from the ride's creation on the server (its `requestedAt`) to the `delta`
 *   listing that ride arriving on the screen, while the fleet reports (and from the request's send
 *   time, an upper bound);
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

type ListedRide = { id: string; requestedAt: string }
const rideIn = (e: ArrivedEvent, rideId: string) =>
  e.type === 'delta'
    ? ((e.data as { rides?: { upsert?: ListedRide[] } }).rides?.upsert ?? []).find((r) => r.id === rideId)
    : undefined

/**
 * When the delta showing `rideId` arrived on the screen, in milliseconds after two starts, or null
 * after 10 s: `fromCreated`, the ride's `requestedAt` (the server's clock when it took the request:
 * the truth the screen is behind; the same machine's clock as the bench's), and `fromSend`, the
 * request's send time (an upper bound that adds the request's own wait on a busy server).
 */
export function rideShownAfter(
  screen: StaffScreen,
  rideId: string,
  sentAt: number,
): Promise<{ fromCreated: number; fromSend: number } | null> {
  return screen.stream
    .next(sentAt, (e) => rideIn(e, rideId) !== undefined, 10_000)
    .then(
      (event) => ({
        fromCreated: event.at - Date.parse(rideIn(event, rideId)!.requestedAt),
        fromSend: event.at - sentAt,
      }),
      () => null,
    )
}

export type ScreenLag = {
  /** From the ride's creation on the server to the screen: how far behind the truth. */
  p50: number
  p99: number
  max: number
  /** From the request's send: the upper bound. */
  fromSendP99: number
  shown: number
  missing: number
}

export function lagOf(waits: ({ fromCreated: number; fromSend: number } | null)[]): ScreenLag {
  const shown = waits.filter((w) => w !== null)
  const created = shown.map((w) => w.fromCreated).sort((a, b) => a - b)
  const sent = shown.map((w) => w.fromSend).sort((a, b) => a - b)
  return {
    p50: percentile(created, 50),
    p99: percentile(created, 99),
    max: created.length ? created[created.length - 1]! : Number.NaN,
    fromSendP99: percentile(sent, 99),
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
