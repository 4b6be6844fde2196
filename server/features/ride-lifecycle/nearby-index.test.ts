import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cellsAround, distanceMetres } from '#shared/ride-lifecycle/geo.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { lifecycleKit, sceneOrigin } from '#server/test/lifecycle-kit.ts'
import { NearbyIndex } from './nearby-index.ts'
import type { IndexedTaxi } from './presence.queries.ts'
import { nearbyIndexOf, nearbyTaxis, ringsCovering } from './presence.service.ts'

describe('the nearby index on its own (decision 065)', () => {
  const taxi = (lat: number, lng: number): IndexedTaxi => ({ lat, lng, cell: `${lat}:${lng}`, positionAtMs: 0 })
  const fleet = [taxi(1, 1), taxi(1, 1), taxi(2, 2)]

  const counting = (clock: () => number, minReadsPerSecond: number) => {
    const loads = { count: 0 }
    const index = new NearbyIndex(
      async () => {
        loads.count++
        return [...fleet]
      },
      minReadsPerSecond,
      clock,
    )
    return { index, loads }
  }

  it('answers null below its rate and keeps nothing; from memory once warm at the rate; drops memory after a quiet spell', async () => {
    let now = 10_000
    const { index, loads } = counting(() => now, 5)
    for (let i = 0; i < 4; i++) expect(index.lookup(['1:1'])).toBeNull()
    expect(loads.count).toBe(0)
    // the fifth read in the second reaches the rate: a read of the fleet starts, the database still answers
    expect(index.lookup(['1:1'])).toBeNull()
    await index.refresh()
    expect(loads.count).toBe(1)
    expect(index.lookup(['1:1'])).toHaveLength(2)
    expect(index.lookup(['1:1', '2:2', '9:9'])).toHaveLength(3)
    // two quiet seconds: the rate is 0 again, memory is dropped, the database answers
    now += 2_500
    expect(index.lookup(['1:1'])).toBeNull()
  })

  it('reads the fleet again once its snapshot is a second old, still answering; over two seconds old it answers null', async () => {
    let now = 10_000
    const { index, loads } = counting(() => now, 0)
    expect(index.lookup(['1:1'])).toBeNull()
    await index.refresh()
    expect(index.lookup(['1:1'])).toHaveLength(2)
    now += 1_001
    expect(index.lookup(['1:1'])).toHaveLength(2)
    await index.refresh()
    expect(loads.count).toBe(2)
    fleet.push(taxi(2, 2))
    now += 2_001
    expect(index.lookup(['2:2'])).toBeNull()
    await index.refresh()
    expect(loads.count).toBe(3)
    expect(index.lookup(['2:2'])).toHaveLength(2)
    fleet.pop()
  })

  it('stays cold when reading the fleet fails (the database answers instead)', async () => {
    const index = new NearbyIndex(async () => {
      throw new Error('database unavailable')
    }, 0)
    expect(index.lookup(['1:1'])).toBeNull()
    await index.refresh()
    expect(index.lookup(['1:1'])).toBeNull()
  })
})

describe.each(DIALECTS)('nearby taxis from memory agree with the database on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.destroy())

  it('gives the same count and a true radius for points around a fleet, and sees a taxi go offline within its second', async () => {
    const origin = sceneOrigin(71)
    const offsets = [-4_000, -2_900, -1_500, -300, 0, 800, 2_200, 2_990, 3_600, 5_000]
    const drivers = []
    for (const north of offsets)
      for (const east of [-2_500, 0, 2_500])
        drivers.push(
          await kit.onlineDriver({
            lat: origin.lat + north / 111_195,
            lng: origin.lng + east / (111_195 * Math.cos((origin.lat * Math.PI) / 180)),
          }),
        )
    const fromDatabase = ctx.app.rideLifecycle
    const underLoad = { ...fromDatabase, nearbyIndexMinReadsPerSecond: 0 }
    await nearbyIndexOf(underLoad).refresh()
    const points = [origin, ...offsets.map((north) => ({ lat: origin.lat + north / 111_195, lng: origin.lng + 0.01 }))]
    let seen = 0
    for (const at of points) {
      const cells = cellsAround(at, ringsCovering(at, 3_000))
      expect(nearbyIndexOf(underLoad).lookup(cells)).not.toBeNull()
      const memory = await nearbyTaxis(underLoad, at)
      const database = await nearbyTaxis(fromDatabase, at)
      expect(memory.count).toBe(database.count)
      for (const taxi of memory.taxis) expect(distanceMetres(at, taxi)).toBeLessThanOrEqual(3_000 + 100)
      seen += memory.count
    }
    expect(seen).toBeGreaterThan(20)

    const before = (await nearbyTaxis(fromDatabase, origin)).count
    expect(before).toBeGreaterThan(0)
    const nearest = drivers[offsets.indexOf(0) * 3 + 1]!
    expect((await kit.call('POST', '/api/v1/driver/offline', nearest)).statusCode).toBe(200)
    expect((await nearbyTaxis(fromDatabase, origin)).count).toBe(before - 1)
    // memory still holds the snapshot taken before; the next one (at most a second later) has it
    await nearbyIndexOf(underLoad).refresh()
    expect((await nearbyTaxis(underLoad, origin)).count).toBe(before - 1)
  })
})
