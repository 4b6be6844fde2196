import type { Cookie, Page } from '@playwright/test'
import { cli, expect, signIn, type Credentials } from './fixtures.ts'

/** Helpers shared by the two dashboard specs. */

export const plain = (s: string | null) => (s ?? '').replace(/\s/g, ' ')

/** The value of the figure card named `name`, with Intl's narrow spaces made plain. */
export async function figure(page: Page, name: string) {
  return plain(await page.getByRole('group', { name, exact: true }).locator('.stat-card__value').textContent())
}

export async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * Each user signs in once per file and later tests reuse the session cookie (a logout forgets
 * it), which keeps the files fast and far from the sign-in rate limits.
 */
const sessions = new Map<string, Cookie[]>()
export async function useSession(page: Page, user: Credentials) {
  const cookies = sessions.get(user.email)
  if (cookies) return page.context().addCookies(cookies)
  await signIn(page, user)
  sessions.set(user.email, await page.context().cookies())
}

/** After a logout the stored cookie is dead: forget it (all of them when no user is given). */
export function forgetSession(user?: Credentials) {
  if (user) sessions.delete(user.email)
  else sessions.clear()
}

/** A ride of 5.2 km and 14 minutes between two users, made with the operations CLI. */
export function createRide(
  people: { passenger: Credentials; driver: Credentials },
  ride: { status: string; fare: string; createdAt: string; from?: string; to?: string },
) {
  return cli([
    'ride',
    'create',
    '--passenger',
    people.passenger.email,
    '--driver',
    people.driver.email,
    '--status',
    ride.status,
    '--fare',
    ride.fare,
    '--distance',
    '5.2',
    '--duration',
    '14',
    '--from',
    ride.from ?? 'Taksim Meydanı',
    '--to',
    ride.to ?? 'Kadıköy İskelesi',
    '--created-at',
    ride.createdAt,
  ])
}
