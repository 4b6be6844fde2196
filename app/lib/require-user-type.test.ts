import { beforeEach, describe, expect, it, vi } from 'vitest'
import { requireUserType, safeNextPath } from './require-user-type.ts'

const getSession = vi.hoisted(() => vi.fn())
vi.mock('./auth-client.ts', () => ({ authClient: { getSession } }))

const driver = { id: 'driver-1', userType: 'DRIVER', firstName: 'Mehmet', lastName: 'Demir' }
const request = (path: string) => new Request(`http://localhost${path}`)

/** Where the guard sends the visitor, or null when it lets them in. */
async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise
    return null
  } catch (thrown) {
    expect(thrown).toBeInstanceOf(Response)
    return (thrown as Response).headers.get('location')
  }
}

beforeEach(() => getSession.mockReset())

describe('requireUserType', () => {
  it('lets a signed-in driver into the driver panel, with the name for the welcome', async () => {
    getSession.mockResolvedValue({ data: { user: driver }, error: null })
    await expect(requireUserType('DRIVER', request('/en/driver-dashboard'))).resolves.toEqual({
      userId: 'driver-1',
      userType: 'DRIVER',
      firstName: 'Mehmet',
      lastName: 'Demir',
    })
  })
  it('accepts a legacy lowercase user type', async () => {
    getSession.mockResolvedValue({ data: { user: { ...driver, userType: 'driver' } }, error: null })
    expect(await redirectOf(requireUserType('DRIVER', request('/driver-dashboard')))).toBeNull()
  })
  it('sends an anonymous visitor to the driver sign-in page in the same language', async () => {
    getSession.mockResolvedValue({ data: null, error: null })
    expect(await redirectOf(requireUserType('DRIVER', request('/en/driver-dashboard?tab=rides')))).toBe(
      '/en/driver-login',
    )
    expect(await redirectOf(requireUserType('DRIVER', request('/driver-dashboard')))).toBe('/driver-login')
  })
  it('sends a driver who opens the passenger panel to the passenger sign-in page', async () => {
    getSession.mockResolvedValue({ data: { user: driver }, error: null })
    expect(await redirectOf(requireUserType('PASSENGER', request('/passenger-dashboard')))).toBe('/passenger-login')
  })
  it('sends the visitor to sign in when the session cannot be checked', async () => {
    getSession.mockResolvedValue({ data: null, error: { status: 500, message: 'Internal Server Error' } })
    expect(await redirectOf(requireUserType('PASSENGER', request('/en/passenger-dashboard')))).toBe(
      '/en/passenger-login',
    )
  })
})

describe('the way back after sign-in (issue 23)', () => {
  it('sends a visitor of the booking page to the passenger sign-in with next', async () => {
    getSession.mockResolvedValue({ data: null, error: null })
    expect(await redirectOf(requireUserType('PASSENGER', request('/taksi-cagir')))).toBe(
      '/passenger-login?next=%2Ftaksi-cagir',
    )
    expect(await redirectOf(requireUserType('PASSENGER', request('/en/call-a-taxi')))).toBe(
      '/en/passenger-login?next=%2Fen%2Fcall-a-taxi',
    )
    expect(await redirectOf(requireUserType('DRIVER', request('/surucu')))).toBe('/driver-login?next=%2Fsurucu')
  })
  it('adds no next for other signed-in pages', async () => {
    getSession.mockResolvedValue({ data: null, error: null })
    expect(await redirectOf(requireUserType('PASSENGER', request('/passenger-dashboard')))).toBe('/passenger-login')
  })
})

describe('safeNextPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/taksi-cagir?from=landing')).toBe('/taksi-cagir?from=landing')
  })
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', '/a b', null])(
    'refuses %s',
    (value) => {
      expect(safeNextPath(value)).toBeNull()
    },
  )
})
