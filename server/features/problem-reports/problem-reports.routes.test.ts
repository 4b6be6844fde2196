import { describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, json, onePerDialect } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'
import { createProblemReport, openProblemReportsFigure } from './problem-reports.service.ts'

const worldOf = onePerDialect(async (dialect) => {
  const world = await createApiWorld(dialect)
  const passengerRide = await world.ctx.createRide({ passengerId: world.passenger.id, driverId: world.driver.id })
  const otherRide = await world.ctx.createRide({ passengerId: world.otherPassenger.id })
  return { ...world, passengerRide, otherRide, otherCookie: await world.ctx.signIn(world.otherPassenger) }
})

describe.each(DIALECTS)('problem reports on %s', (dialect) => {
  const http = async () => {
    const world = await worldOf(dialect)
    return { world, ...httpOf(() => world.ctx) }
  }

  it('refuses anonymous callers with 401', async () => {
    const { post, get } = await http()
    expect((await post('/api/v1/me/problem-reports', { category: 'other', message: 'x' })).statusCode).toBe(401)
    expect((await get('/api/v1/me/problem-reports')).statusCode).toBe(401)
  })

  it('stores a passenger’s report on their own ride as OPEN and lists it back to them only', async () => {
    const { world, post, get } = await http()
    const created = await post(
      '/api/v1/me/problem-reports',
      { category: 'overcharging', message: 'The meter ran before I got in.', rideId: world.passengerRide },
      { cookie: world.passengerCookie },
    )
    expect(created.statusCode).toBe(201)
    const report = json(created.body)
    expect(report).toMatchObject({
      category: 'overcharging',
      rideId: world.passengerRide,
      status: 'OPEN',
      answer: null,
    })
    expect(report.reference).toMatch(/^PR-[0-9A-F]{8}$/)
    const mine = json((await get('/api/v1/me/problem-reports', world.passengerCookie)).body)
    expect(mine.items.map((r: { id: string }) => r.id)).toContain(report.id)
    const theirs = json((await get('/api/v1/me/problem-reports', world.otherCookie)).body)
    expect(theirs.items.map((r: { id: string }) => r.id)).not.toContain(report.id)
    expect((await get(`/api/v1/me/problem-reports/${report.id}`, world.passengerCookie)).statusCode).toBe(200)
    expect((await get(`/api/v1/me/problem-reports/${report.id}`, world.otherCookie)).statusCode).toBe(404)
  })

  it('lets the ride’s driver report on it too', async () => {
    const { world, post } = await http()
    const created = await post(
      '/api/v1/me/problem-reports',
      { category: 'rudeness', message: 'The passenger shouted.', rideId: world.passengerRide },
      { cookie: world.driverCookie },
    )
    expect(created.statusCode).toBe(201)
  })

  it('answers a ride that is not the caller’s with 404 in their language, and saves nothing', async () => {
    const { world, post } = await http()
    const before = await world.ctx.db.selectFrom('problem_reports').select('id').execute()
    const refused = await post(
      '/api/v1/me/problem-reports',
      { category: 'lost_item', message: 'My bag', rideId: world.otherRide },
      { cookie: world.passengerCookie, 'accept-language': 'en' },
    )
    expect(refused.statusCode).toBe(404)
    expect(json(refused.body).error.message).toBe('We could not find that ride among your rides.')
    expect(await world.ctx.db.selectFrom('problem_reports').select('id').execute()).toHaveLength(before.length)
  })

  it('answers bad input with 400 per field', async () => {
    const { world, post } = await http()
    const bad = await post(
      '/api/v1/me/problem-reports',
      { category: 'nope', message: ' ' },
      { cookie: world.passengerCookie },
    )
    expect(bad.statusCode).toBe(400)
    expect(json(bad.body).error.fields).toEqual({ category: 'categoryRequired', message: 'messageRequired' })
  })

  it('keeps missing_from_statement for drivers, with the statement’s week', async () => {
    const { world, post } = await http()
    const statement = {
      category: 'missing_from_statement',
      message: 'Ride of Tuesday missing',
      statementWeek: '2026-W10',
    }
    const passenger = await post('/api/v1/me/problem-reports', statement, { cookie: world.passengerCookie })
    expect(passenger.statusCode).toBe(403)
    const driver = await post(
      '/api/v1/me/problem-reports',
      { ...statement, rideId: world.passengerRide },
      { cookie: world.driverCookie },
    )
    expect(driver.statusCode).toBe(201)
    expect(json(driver.body)).toMatchObject({ statementWeek: '2026-W10', category: 'missing_from_statement' })
    const weekElsewhere = await post(
      '/api/v1/me/problem-reports',
      { ...statement, category: 'other' },
      { cookie: world.driverCookie },
    )
    expect(weekElsewhere.statusCode).toBe(400)
  })

  it('pages the list by keyset without repeats', async () => {
    const { world, get } = await http()
    for (let i = 0; i < 3; i++)
      await createProblemReport(
        world.ctx.db,
        { reporterId: world.otherPassenger.id, reporterType: 'PASSENGER', category: 'other', message: `n${i}` },
        new Date(Date.UTC(2026, 2, 10 + i)),
      )
    const first = json((await get('/api/v1/me/problem-reports?limit=2', world.otherCookie)).body)
    expect(first.items).toHaveLength(2)
    const second = json(
      (await get(`/api/v1/me/problem-reports?limit=2&cursor=${first.nextCursor}`, world.otherCookie)).body,
    )
    expect(second.items.map((r: { message: string }) => r.message)).toEqual(['n0'])
    expect(second.nextCursor).toBeNull()
  })

  it('counts open reports for the staff overview', async () => {
    const { world } = await http()
    const figure = await openProblemReportsFigure(world.ctx.db)
    expect(figure.open).toBeGreaterThanOrEqual(3)
    expect(figure.oldestCreatedAt).not.toBeNull()
  })
})
