import type { Page } from '@playwright/test'
import { clock } from './sse-client.ts'

/** What the probes record in a page, on the page's clock (performance.timeOrigin + now(), ms since the epoch). */
type Probes = {
  presses: { text: string; at: number }[]
  opened: { url: string; at: number }[]
  /** Each live message (offer, status) when the page received it. */
  messages: { type: string; at: number }[]
  seen: Record<string, number>
}
type ProbedWindow = Window & { __bench: Probes }

/**
 * An init script for each page: every button press with its event time (when the input reached
 * the page, before the app's own handler runs), and every EventSource that opens. The page's own
 * EventSource, observed and untouched.
 */
export function instrument() {
  const probes: Probes = { presses: [], opened: [], messages: [], seen: {} }
  ;(window as unknown as ProbedWindow).__bench = probes
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (button)
        probes.presses.push({ text: button.textContent?.trim() ?? '', at: performance.timeOrigin + event.timeStamp })
    },
    true,
  )
  const Native = window.EventSource
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init)
      this.addEventListener('open', () =>
        probes.opened.push({ url: String(url), at: performance.timeOrigin + performance.now() }),
      )
      for (const type of ['offer', 'status'])
        this.addEventListener(type, () =>
          probes.messages.push({ type, at: performance.timeOrigin + performance.now() }),
        )
    }
  }
}

/**
 * Watches `page` for an element matching `selector` (and with exactly `text`, when given): once it
 * is in the document, the time recorded under `key` is the end of the next frame, after the
 * browser painted it (a message posted from requestAnimationFrame runs after that frame's paint).
 */
export async function armWatch(page: Page, key: string, selector: string, text: string | null) {
  await page.evaluate(
    ({ key, selector, text }) => {
      const probes = (window as unknown as ProbedWindow).__bench
      delete probes.seen[key]
      const isThere = () =>
        [...document.querySelectorAll(selector)].some((el) => text === null || el.textContent?.trim() === text)
      const mark = () =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => (probes.seen[key] = performance.timeOrigin + performance.now())
          channel.port2.postMessage(null)
        })
      if (isThere()) throw new Error(`${selector} is already on the page`)
      const observer = new MutationObserver(() => {
        if (!isThere()) return
        observer.disconnect()
        mark()
      })
      observer.observe(document, { subtree: true, childList: true, characterData: true })
    },
    { key, selector, text },
  )
}

/** Waits until the element watched under `key` was painted. */
export async function waitForSeen(page: Page, key: string) {
  await page.waitForFunction((key) => (window as unknown as ProbedWindow).__bench.seen[key] !== undefined, key, {
    timeout: 20_000,
  })
}

/** When the watched element was painted, on the page's clock. */
export const seenAt = (page: Page, key: string) =>
  page.evaluate((key) => (window as unknown as ProbedWindow).__bench.seen[key]!, key)

/** When the last press on the button named `text` happened, on the page's clock. */
export async function pressedAt(page: Page, text: string): Promise<number> {
  const presses = await page.evaluate(() => (window as unknown as ProbedWindow).__bench.presses)
  const press = presses.filter((p) => p.text === text).at(-1)
  if (!press) throw new Error(`no press on "${text}" was recorded`)
  return press.at
}

/** Waits until an EventSource whose URL contains `part` opened after `since` (page clock). */
export async function waitForStream(page: Page, part: string, since: number) {
  await page.waitForFunction(
    ({ part, since }) =>
      (window as unknown as ProbedWindow).__bench.opened.some((o) => o.url.includes(part) && o.at >= since),
    { part, since },
    { timeout: 20_000 },
  )
}

/**
 * How far the page's clock is ahead of this process's (ms): the page reads its clock between two
 * readings of ours, taken as their midpoint (half the round trip is the uncertainty, ~1 ms).
 */
export async function calibrate(page: Page): Promise<number> {
  let best = { skew: 0, spread: Infinity }
  for (let i = 0; i < 5; i++) {
    const before = clock()
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now())
    const after = clock()
    if (after - before < best.spread) best = { skew: inPage - (before + after) / 2, spread: after - before }
  }
  return best.skew
}

/** When the first live message of `type` after `since` reached the page (page clock), or NaN. */
export const messageAt = (page: Page, type: string, since: number) =>
  page.evaluate(
    ({ type, since }) =>
      (window as unknown as ProbedWindow).__bench.messages.find((m) => m.type === type && m.at >= since)?.at ?? NaN,
    { type, since },
  )

/** The first request whose URL matches `pattern` started after `since`: when it started and ended (page clock), or NaNs. */
export const requestAt = (page: Page, pattern: string, since: number) =>
  page.evaluate(
    ({ pattern, since }) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => new RegExp(pattern).test(e.name) && performance.timeOrigin + e.startTime >= since) as
        PerformanceResourceTiming | undefined
      return entry
        ? { start: performance.timeOrigin + entry.startTime, end: performance.timeOrigin + entry.responseEnd }
        : { start: NaN, end: NaN }
    },
    { pattern, since },
  )
