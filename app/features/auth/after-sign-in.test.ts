import { describe, expect, it } from 'vitest'
import { dashboardOfSignedIn, decideAfterSignIn } from './after-sign-in.ts'

const found = (userType: unknown) => ({ sessionUserType: userType, profile: { kind: 'found' as const, userType } })

describe('decideAfterSignIn at /login', () => {
  it('sends a DRIVER to /driver-dashboard and a PASSENGER to /passenger-dashboard', () => {
    expect(decideAfterSignIn('login', found('DRIVER'))).toEqual({ kind: 'go', to: '/driver-dashboard' })
    expect(decideAfterSignIn('login', found('PASSENGER'))).toEqual({ kind: 'go', to: '/passenger-dashboard' })
  })
  it("accepts the lowercase 'passenger' that the old registration wrote", () => {
    expect(decideAfterSignIn('login', found('passenger'))).toEqual({ kind: 'go', to: '/passenger-dashboard' })
  })
  it('shows "User type could not be determined." for any other type', () => {
    expect(decideAfterSignIn('login', { sessionUserType: 'PILOT' })).toEqual({
      kind: 'refuse',
      message: 'messages.unknownUserType',
    })
    expect(decideAfterSignIn('login', { sessionUserType: undefined })).toMatchObject({
      message: 'messages.unknownUserType',
    })
  })
  it('tells an ADMIN that there is no admin area on the web yet', () => {
    expect(decideAfterSignIn('login', found('ADMIN'))).toEqual({ kind: 'go', to: '/admin' })
    expect(decideAfterSignIn('login', found('SUPPORT'))).toEqual({ kind: 'go', to: '/admin' })
  })
  it('says "Kullanıcı verileri bulunamadı" when the user has no profile record', () => {
    expect(decideAfterSignIn('login', { sessionUserType: 'DRIVER', profile: { kind: 'not-found' } })).toEqual({
      kind: 'refuse',
      message: 'messages.userDataNotFound',
    })
  })
  it('passes a failed profile read on as a login failure', () => {
    expect(
      decideAfterSignIn('login', {
        sessionUserType: 'DRIVER',
        profile: { kind: 'failed', status: 0, code: 'NETWORK' },
      }),
    ).toEqual({ kind: 'failed', status: 0, code: 'NETWORK' })
  })
})

describe('decideAfterSignIn at the role pages', () => {
  it('lets only drivers through /driver-login', () => {
    expect(decideAfterSignIn('driver', found('DRIVER'))).toEqual({ kind: 'go', to: '/driver-dashboard' })
    expect(decideAfterSignIn('driver', found('PASSENGER'))).toEqual({
      kind: 'refuse',
      message: 'messages.notDriverAccount',
    })
    expect(decideAfterSignIn('driver', found('ADMIN'))).toMatchObject({ message: 'messages.notDriverAccount' })
  })
  it('lets only passengers through /passenger-login', () => {
    expect(decideAfterSignIn('passenger', found('PASSENGER'))).toEqual({ kind: 'go', to: '/passenger-dashboard' })
    expect(decideAfterSignIn('passenger', found('DRIVER'))).toEqual({
      kind: 'refuse',
      message: 'messages.notPassengerAccount',
    })
  })
})

describe('dashboardOfSignedIn', () => {
  it('knows the dashboard of drivers and passengers only', () => {
    expect(dashboardOfSignedIn('DRIVER')).toBe('/driver-dashboard')
    expect(dashboardOfSignedIn('PASSENGER')).toBe('/passenger-dashboard')
    expect(dashboardOfSignedIn('ADMIN')).toBe('/admin')
    expect(dashboardOfSignedIn('SUPPORT')).toBe('/admin')
    expect(dashboardOfSignedIn(null)).toBeNull()
  })
})
