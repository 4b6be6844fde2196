import { beforeAll, describe, expect, it } from 'vitest'
import { PRIVACY_NOTICE_VERSION } from '#shared/constants.ts'
import { afterAnswerSettled } from '#server/core/after-answer.ts'
import { createApiWorld, httpOf, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS, PUBLIC_URL } from '#server/test/context.ts'
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords.ts'

const worldOn = onePerDialect(createApiWorld)

describe('the common-password list', () => {
  it('holds thousands of passwords and is compared without case, the 6-character minimum aside', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(5000)
    for (const p of ['123456', 'password', 'Qwerty123', 'GALATASARAY1905', 'sifre123', 'istanbul34', 'iloveyou'])
      expect(isCommonPassword(p), p).toBe(true)
    for (const p of ['kedi-kopek-7', 'durak-demo-1', 'Ts3!mavi-kuzu']) expect(isCommonPassword(p), p).toBe(false)
  })
})

describe.each(DIALECTS)('common passwords refused on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { post } = httpOf(() => w.ctx)
  const registration = {
    firstName: 'Zeynep',
    lastName: 'Kara',
    phone: '0555 555 55 55',
    city: 'Izmir',
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  }

  it('at registration, with a field message in both languages', async () => {
    for (const [lang, message] of [
      ['en', /too common/],
      ['tr', /çok yaygın/],
    ] as const) {
      const email = `common-${lang}@example.com`
      const response = await post(
        '/api/v1/register',
        { ...registration, email, password: 'Password1', passwordConfirmation: 'Password1' },
        { 'accept-language': lang },
      )
      expect(response.statusCode).toBe(400)
      expect(json(response.body).error).toMatchObject({
        code: 'INVALID_INPUT',
        fields: { password: 'passwordTooCommon' },
        message: expect.stringMatching(message),
      })
      expect(await w.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(0)
    }
    const ok = await post('/api/v1/register', {
      ...registration,
      email: 'uncommon@example.com',
      password: 'kedi-kopek-7',
      passwordConfirmation: 'kedi-kopek-7',
    })
    expect(ok.statusCode).toBe(201)
  })
  it('at password reset', async () => {
    const user = await w.ctx.createUser({ type: 'PASSENGER' })
    await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/en/reset-password' })
    await afterAnswerSettled()
    const token = new RegExp(`${PUBLIC_URL}/en/reset-password\\?token=([\\w-]+)`).exec(
      w.ctx.mails.find((m) => m.to === user.email)!.text,
    )![1]
    const common = await post(
      '/api/auth/reset-password',
      { token, newPassword: 'qwerty123' },
      { 'accept-language': 'en' },
    )
    expect(common.statusCode).toBe(400)
    expect(json(common.body)).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: expect.stringMatching(/too common/),
    })
    expect((await post('/api/auth/reset-password', { token, newPassword: 'kedi-kopek-8' })).statusCode).toBe(200)
  })
})
