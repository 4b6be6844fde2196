import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { lifecycleKit, near, sceneOrigin } from '#server/test/lifecycle-kit.ts'
import { offerRide } from './dispatch.service.ts'
import { driverTopic } from './lifecycle-deps.ts'

describe.each(DIALECTS)('two dispatch rounds at once on %s', (dialect) => {
  let ctx: TestContext
  const { person, onlineDriver, requestRide } = lifecycleKit(() => ctx)
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())

  it('tell a driver of an offer once: only the round that wrote the offer publishes it', async () => {
    const origin = sceneOrigin(72)
    const passenger = await person('PASSENGER')
    // requested with no taxi near: no offer yet
    const rideId = await requestRide(passenger, origin)
    const driver = await onlineDriver(near(origin, 300))
    const deps = ctx.app.rideLifecycle
    const offers: unknown[] = []
    const stop = deps.bus.subscribe(driverTopic(driver.id), (m) => {
      if ((m as { type: string }).type === 'offer') offers.push(m)
    })
    // two instances' sweeps at once (here: one process, interleaved at every await)
    const rounds = await Promise.all([offerRide(deps, rideId), offerRide(deps, rideId)])
    await new Promise((r) => setTimeout(r, 50))
    stop()
    expect(rounds.flat()).toEqual([driver.id])
    expect(offers).toHaveLength(1)
  })
})
