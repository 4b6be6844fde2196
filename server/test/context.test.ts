import { describe, expect, it } from 'vitest'
import { createTestContext } from './context.ts'

// test files run at once on one PostgreSQL database, each context in a schema of its own (decision 079)
describe.skipIf(!process.env.TEST_DATABASE_URL)('test contexts on PostgreSQL', () => {
  it('migrate a second schema while the first is alive, and each keeps its own rows', async () => {
    const first = await createTestContext('postgres')
    try {
      const second = await createTestContext('postgres')
      try {
        await first.createUser({ type: 'PASSENGER', email: 'only-in-first@test.durak' })
        const inFirst = await first.db.selectFrom('users').select('email').execute()
        const inSecond = await second.db.selectFrom('users').select('email').execute()
        expect(inFirst.map((u) => u.email)).toEqual(['only-in-first@test.durak'])
        expect(inSecond).toEqual([])
      } finally {
        await second.destroy()
      }
    } finally {
      await first.destroy()
    }
  })
})
