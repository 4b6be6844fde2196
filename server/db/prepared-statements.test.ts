import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { queryCapture } from '#server/test/query-capture.ts'
import type { Db } from './database.ts'
import { preparedSelect } from './prepared-statements.ts'

const usersOfType = preparedSelect((db: Db, userType: string, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('userType', '=', userType)
    .where('email', '=', email)
    .where('userType', '!=', 'NOBODY')
    .orderBy('id'),
)

describe.each(DIALECTS)('preparedSelect on %s (issue 10)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.destroy())

  it('gives the rows Kysely gives for each call, with the values of that call', async () => {
    const a = await ctx.createUser({ type: 'PASSENGER' })
    const b = await ctx.createUser({ type: 'DRIVER' })
    expect(await usersOfType(ctx.db, 'PASSENGER', a.email)).toEqual([{ id: a.id, email: a.email }])
    expect(await usersOfType(ctx.db, 'DRIVER', b.email)).toEqual([{ id: b.id, email: b.email }])
    expect(await usersOfType(ctx.db, 'DRIVER', a.email)).toEqual([])
    expect(await usersOfType(ctx.db, 'PASSENGER', "x' or '1'='1")).toEqual([])
  })

  it('sees what a transaction wrote only inside it, and its rollback leaves nothing', async () => {
    const email = `in-tx-${dialect}@example.com`
    const rolledBack = await ctx.createUser({ type: 'PASSENGER' })
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ email }).where('id', '=', rolledBack.id).execute()
        expect(await usersOfType(trx, 'PASSENGER', email)).toEqual([{ id: rolledBack.id, email }])
        throw new Error('roll back')
      })
      .catch(() => undefined)
    expect(await usersOfType(ctx.db, 'PASSENGER', email)).toEqual([])
    const user = await ctx.createUser({ type: 'PASSENGER' })
    const seenInside = await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ email }).where('id', '=', user.id).execute()
      return usersOfType(trx, 'PASSENGER', email)
    })
    expect(seenInside).toEqual([{ id: user.id, email }])
    expect(await usersOfType(ctx.db, 'PASSENGER', email)).toEqual([{ id: user.id, email }])
  })

  it('goes through Kysely on an instance with plugins, so the plan test sees every statement with its values', async () => {
    const capture = queryCapture(ctx.dialect)
    const captured = ctx.db.withPlugin(capture.plugin)
    const user = await ctx.createUser({ type: 'PASSENGER' })
    await usersOfType(captured, 'PASSENGER', user.email)
    await usersOfType(captured, 'DRIVER', 'nobody@example.com')
    const taken = capture.take()
    expect(taken.map((q) => q.parameters.filter((p) => typeof p === 'string'))).toEqual([
      ['PASSENGER', user.email, 'NOBODY'],
      ['DRIVER', 'nobody@example.com', 'NOBODY'],
    ])
  })

  it('refuses an argument that is not one bound value, at its first use', async () => {
    const misuse = preparedSelect((db: Db, domain: string) =>
      db.selectFrom('users').select('id').where('email', 'like', `%@${domain}`),
    )
    await expect(misuse(ctx.db, 'example.com')).rejects.toThrow(/argument 0 is not used as one bound value/)
  })
})
