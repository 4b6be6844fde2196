import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin } from '#server/test/lifecycle-kit.ts'
import { driverTopic } from '#server/features/ride-lifecycle/lifecycle-deps.ts'
import { manualDispatchKit } from '#server/test/manual-dispatch-kit.ts'

describe.each(DIALECTS)(
  'manual dispatch: the nearest free taxis and offering a ride to one (issue 25) on %s',
  (dialect) => {
    let ctx: TestContext
    const kit = lifecycleKit(() => ctx)
    const { call, person, onlineDriver, requestRide, step } = kit
    const md = manualDispatchKit(() => ctx, kit)
    const { base, freeTaxis, offerTo, rideRow, offerRows, audits, activeRideOf, listen, settle } = md
    beforeAll(async () => {
      ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
      await md.signInStaffMembers()
    })
    afterAll(async () => ctx?.destroy())
    const admin = () => md.staff.admin
    const support = () => md.staff.support

    it('lists the free taxis nearest the pickup and offers the ride to a chosen one: it reaches that driver only, with the usual countdown', async () => {
      const origin = sceneOrigin(80)
      const passenger = await person('PASSENGER')
      const rideId = await requestRide(passenger, origin) // nobody online yet: no offer
      const far = await onlineDriver(near(origin, 900))
      const close = await onlineDriver(near(origin, 300))
      const listed = await freeTaxis(rideId)
      expect(listed.map((t) => t.driverId)).toEqual([close.id, far.id])
      expect(listed[0]).toMatchObject({ offer: null, plate: expect.stringMatching(/^34 T /) })
      expect(listed[0]!.distanceMetres).toBeGreaterThan(250)
      expect(listed[0]!.distanceMetres).toBeLessThan(350)
      expect(listed[1]!.distanceMetres).toBeGreaterThan(850)
      expect((await call('GET', `${base(rideId)}/free-taxis?limit=1`, admin())).body).toContain(close.id)
      expect(json(await call('GET', `${base(rideId)}/free-taxis?limit=1`, admin())).items).toHaveLength(1)

      const stream = listen(driverTopic(far.id))
      const sent = await offerTo(rideId, far)
      expect(sent.statusCode, sent.body).toBe(201)
      const offerSeconds = ctx.app.rideLifecycle.timeouts.offerSeconds
      expect(json(sent)).toMatchObject({
        rideId,
        driverId: far.id,
        expiresAt: new Date(ctx.now.getTime() + offerSeconds * 1000).toISOString(),
      })
      await settle()
      stream.stop()
      expect(stream.messages).toMatchObject([{ type: 'offer', offer: { rideId, pickup: { lat: origin.lat } } }])
      const farOffers = json(await call('GET', '/api/v1/driver/offers', far)).items
      expect(farOffers.map((o: { rideId: string }) => o.rideId)).toEqual([rideId])
      expect(json(await call('GET', '/api/v1/driver/offers', close)).items).toEqual([])
      expect((await freeTaxis(rideId)).find((t) => t.driverId === far.id)?.offer).toBe('OFFERED')

      const again = await offerTo(rideId, far, support(), 'tr')
      expect(again.statusCode).toBe(409)
      expect(json(again).error).toEqual({
        code: 'ALREADY_OFFERED',
        message: 'Bu taksiye bu yolculuk için zaten açık bir teklif var.',
      })
      expect((await step(rideId, 'accept', far)).statusCode).toBe(200)
      const late = await offerTo(rideId, close)
      expect(late.statusCode).toBe(409)
      expect(json(late).error).toEqual({
        code: 'RIDE_NOT_REQUESTED',
        message: 'This ride is no longer waiting for a taxi: it is now “Driver assigned”.',
      })
      // a ride no longer waiting lists no taxi (a read, not a conflict)
      expect(json(await call('GET', `${base(rideId)}/free-taxis`, admin()))).toEqual({
        rideId,
        rideStatus: 'ASSIGNED',
        radiusKm: 3,
        items: [],
      })
      const entries = await audits(rideId)
      expect(entries.map((e) => [e.action, e.actorId])).toEqual([['ride.offer', admin().id]])
      expect(JSON.parse(String(entries[0]!.after))).toMatchObject({
        offeredTo: expect.stringContaining('Mehmet Demir'),
      })
    })

    it('widens the search step by step (3 → 5 → 10 → 20 km), validates the radius, and names the colour in words', async () => {
      const origin = sceneOrigin(79)
      const rideId = await requestRide(await person('PASSENGER'), origin)
      const vehicle = { brand: 'Fiat', model: 'Egea', plate: '34 TK 4242', color: 'YELLOW' }
      const at4km = await onlineDriver(near(origin, 4_000), { driver: { isVerified: true, vehicle } })
      const at8km = await onlineDriver(near(origin, 8_000))
      const listed = async (query: string, lang = 'en') => {
        const response = await call('GET', `${base(rideId)}/free-taxis${query}`, admin(), undefined, {
          'accept-language': lang,
        })
        return { status: response.statusCode, body: json(response) }
      }
      const ids = async (query: string) => (await listed(query)).body.items.map((t: { driverId: string }) => t.driverId)
      expect(await ids('')).toEqual([])
      expect((await listed('')).body.radiusKm).toBe(3)
      expect(await ids('?radiusKm=5')).toEqual([at4km.id])
      expect(await ids('?radiusKm=10')).toEqual([at4km.id, at8km.id])
      expect(await ids('?radiusKm=20&limit=1')).toEqual([at4km.id])
      expect((await listed('?radiusKm=5')).body.items[0].vehicle).toBe('Fiat Egea Yellow')
      expect((await listed('?radiusKm=5', 'tr')).body.items[0].vehicle).toBe('Fiat Egea Sarı')
      for (const bad of ['7', '0', '-3', '1000', 'far']) {
        const refused = await listed(`?radiusKm=${bad}`, 'tr')
        expect(refused.status, bad).toBe(400)
        expect(refused.body.error.code).toBe('INVALID_INPUT')
        expect(refused.body.error.message).toMatch(/geçerli değil/)
      }
      // a taxi found only by the widest search can still be offered the ride
      expect((await offerTo(rideId, at8km)).statusCode).toBe(201)
    })

    it('refuses a taxi that is not free (on a ride, offline) or far away, in the caller’s language', async () => {
      const origin = sceneOrigin(81)
      const rideId = await requestRide(await person('PASSENGER'), origin)
      const busy = await onlineDriver(sceneOrigin(82))
      const other = await requestRide(await person('PASSENGER'), sceneOrigin(82))
      expect((await step(other, 'accept', busy)).statusCode).toBe(200)
      const offline = await onlineDriver(near(origin, 200))
      expect((await call('POST', '/api/v1/driver/offline', offline)).statusCode).toBe(200)
      const farAway = await onlineDriver(sceneOrigin(83))
      for (const driver of [busy, offline, farAway]) {
        const refused = await offerTo(rideId, driver, admin(), 'tr')
        expect(refused.statusCode).toBe(409)
        expect(json(refused).error).toEqual({
          code: 'TAXI_NOT_FREE',
          message: 'Bu taksi artık müsait değil: çevrim dışı oldu, bir yolculuk aldı ya da biniş noktasına çok uzak.',
        })
      }
      expect(await offerRows(rideId)).toEqual({})
      expect(await audits(rideId)).toEqual([])
    })

    it('races a staff offer against a driver’s own accept: the ride goes to exactly one driver, no offer is left open', async () => {
      for (let round = 0; round < 4; round++) {
        const origin = sceneOrigin(84 + round)
        const passenger = await person('PASSENGER')
        const first = await onlineDriver(near(origin, 200))
        const rideId = await requestRide(passenger, origin)
        expect(await offerRows(rideId)).toEqual({ [first.id]: 'OFFERED' })
        const chosen = await onlineDriver(near(origin, 400))
        // staff offer the ride to `chosen`, who accepts at once, while `first` accepts his own offer
        const staffThenAccept = async () => {
          const offered = await offerTo(rideId, chosen)
          return { offered: offered.statusCode, accepted: (await step(rideId, 'accept', chosen)).statusCode }
        }
        const [firstAccept, staff] =
          round % 2 === 0
            ? await Promise.all([step(rideId, 'accept', first), staffThenAccept()])
            : await Promise.all([staffThenAccept(), step(rideId, 'accept', first)]).then(([s, a]) => [a, s] as const)
        expect([201, 409]).toContain(staff.offered)
        const winners = [firstAccept.statusCode, staff.accepted].filter((s) => s === 200)
        expect(winners).toHaveLength(1)
        const ride = await rideRow(rideId)
        expect(ride.status).toBe('ASSIGNED')
        const winner = firstAccept.statusCode === 200 ? first : chosen
        expect(ride.driverId).toBe(winner.id)
        const offers = await offerRows(rideId)
        expect(offers[winner.id]).toBe('ACCEPTED')
        expect(Object.values(offers).filter((s) => s === 'OFFERED')).toEqual([])
        expect(await activeRideOf(winner)).toBe(rideId)
        expect(await activeRideOf(winner === first ? chosen : first)).toBeNull()
      }
    })

    it('lets only one of two staff offering the same taxi at once win, and one audit entry and one offer message result', async () => {
      const origin = sceneOrigin(90)
      const rideId = await requestRide(await person('PASSENGER'), origin)
      const driver = await onlineDriver(near(origin, 300))
      const stream = listen(driverTopic(driver.id))
      const answers = await Promise.all([offerTo(rideId, driver, admin()), offerTo(rideId, driver, support())])
      await settle()
      stream.stop()
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
      expect(json(answers.find((a) => a.statusCode === 409)!).error.code).toBe('ALREADY_OFFERED')
      expect(stream.messages.filter((m) => m.type === 'offer')).toHaveLength(1)
      expect((await audits(rideId)).map((e) => e.action)).toEqual(['ride.offer'])
      expect(await offerRows(rideId)).toEqual({ [driver.id]: 'OFFERED' })
    })

    it('is for staff only: passengers and drivers 403, signed out 401, another site 403, SUPPORT allowed', async () => {
      const origin = sceneOrigin(95)
      const passenger = await person('PASSENGER')
      const driver = await onlineDriver(near(origin, 200))
      const rideId = await requestRide(passenger, origin)
      for (const who of [passenger, driver]) {
        expect((await call('GET', `${base(rideId)}/free-taxis`, who)).statusCode).toBe(403)
        expect((await call('POST', `${base(rideId)}/offers`, who, { driverId: driver.id })).statusCode).toBe(403)
        for (const action of ['take-back', 'operations-cancel', 'close'])
          expect((await call('POST', `${base(rideId)}/${action}`, who, { reason: 'mine now' })).statusCode).toBe(403)
      }
      expect((await call('GET', `${base(rideId)}/free-taxis`, null)).statusCode).toBe(401)
      expect((await call('POST', `${base(rideId)}/operations-cancel`, null, { reason: 'who am i' })).statusCode).toBe(
        401,
      )
      const crossSite = await call(
        'POST',
        `${base(rideId)}/operations-cancel`,
        admin(),
        { reason: 'from elsewhere' },
        { origin: 'https://evil.example' },
      )
      expect(crossSite.statusCode).toBe(403)
      expect((await rideRow(rideId)).status).toBe('REQUESTED')
      expect((await freeTaxis(rideId, support())).map((t) => t.driverId)).toContain(driver.id)
      expect((await call('POST', `${base(rideId)}/operations-cancel`, support(), { reason: 'x' })).statusCode).toBe(400)
      expect((await call('GET', `${base('nope')}/free-taxis`, admin())).statusCode).toBe(404)
      const doc = json(await call('GET', '/api/v1/openapi.json', null))
      expect(doc.paths['/api/v1/admin/rides/{rideId}/offers'].post.operationId).toBe('offerRideToTaxi')
      expect(doc.paths['/api/v1/admin/rides/{rideId}/take-back'].post.responses['403']).toBeDefined()
    })
  },
)
