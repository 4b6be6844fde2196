import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { PRIVACY_NOTICE_VERSION } from '../constants.ts'
import { ForgotPasswordSchema, RegisterPassengerSchema, ResetPasswordSchema, SignInSchema } from '../schemas/auth.ts'
import { DeletionRequestSchema } from '../schemas/deletion-request.ts'
import { FareEstimateFormSchema } from '../schemas/fare-estimate.ts'
import { fieldErrors } from '../schemas/fields.ts'
import { SupportContactSchema } from '../schemas/support-contact.ts'
import {
  checkDeletionRequest,
  checkForgotPassword,
  checkRegisterPassenger,
  checkResetPassword,
  checkSignIn,
  checkSupportContact,
} from './form-checks.ts'
import { checkFareEstimateForm } from './fare-form-check.ts'

// What people type, per kind of field: blanks, spaces, limits, near misses, Turkish letters.
const TEXT = ['', ' ', '  Ayşe ', 'İsmail', 'a', 'x'.repeat(80), 'x'.repeat(81), 'x'.repeat(2001), ' b ', undefined]
const EMAIL = [
  '',
  ' ',
  'ayse@example.com',
  ' AYSE@Example.COM ',
  'ayse@',
  'a@b.c',
  'a.b@c.co',
  '.a@b.co',
  'a..b@c.co',
  "o'neil+x@mail.example.org",
  'a@-b.co',
  `${'a'.repeat(250)}@b.co`,
  'ayşe@example.com',
  'a@b.com.',
  undefined,
]
const PASSWORD = ['', '12345', '123456', ' 1234 ', 'secret-long', 'x'.repeat(128), 'x'.repeat(129), undefined]
const PHONE = [
  '',
  ' ',
  '05551234567',
  '0555 555 55 55',
  '5551234567',
  '0555123456',
  '05551234567x',
  '055512345678',
  '+90 555 555 55 55',
  '555 555 55 55',
  '(0555) 555-55-55',
  '0090 555 555 5555',
  '+44 7700 900123',
  undefined,
]
const CITY = ['', 'Istanbul', 'Ankara', 'İzmir', 'Izmir', 'istanbul', 'Paris', undefined]
const CATEGORY = ['', 'account', 'booking', 'other', 'Account', 'nope', undefined]
const KM = ['', ' ', '12', '12,5', '12.5', ' 3 ', '0', '0,01', '-1', 'abc', '1e3', '10000', '999', '1.234,5', undefined]
const MINUTES = ['', '0', '15', ' 5 ', '-1', '1.5', '99999', '9999', 'x', undefined]
const LIRA = ['', '0', '12,50', '12.5', '-3', '1000000', '99,999', 'abc', undefined]
const TAXI_CLASS = ['yellow', 'turquoise', 'black', '', 'pink', undefined]

/** A deterministic pseudo-random choice, so a failure names a case that can be run again. */
function* cases(fields: Record<string, readonly unknown[]>, count: number) {
  let seed = 42
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
  for (let i = 0; i < count; i++) {
    const values = Object.fromEntries(
      Object.entries(fields).map(([name, options]) => [name, options[(next() >>> 8) % options.length]]),
    )
    // half the confirmations repeat the password, as people mostly type it right
    if ('passwordConfirmation' in values && next() % 2) values.passwordConfirmation = values.password
    yield values
  }
}

function zodOutcome(schema: z.ZodType, values: unknown) {
  const result = schema.safeParse(values)
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) }
}

const FORMS = [
  ['sign-in', SignInSchema, checkSignIn, { email: EMAIL, password: PASSWORD }],
  ['forgot password', ForgotPasswordSchema, checkForgotPassword, { email: EMAIL }],
  ['reset password', ResetPasswordSchema, checkResetPassword, { password: PASSWORD, passwordConfirmation: PASSWORD }],
  [
    'passenger registration',
    RegisterPassengerSchema,
    checkRegisterPassenger,
    {
      firstName: TEXT,
      lastName: TEXT,
      email: EMAIL,
      phone: PHONE,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      city: CITY,
      privacyNoticeVersion: [
        PRIVACY_NOTICE_VERSION,
        PRIVACY_NOTICE_VERSION,
        PRIVACY_NOTICE_VERSION,
        '2020-01-01',
        '',
        undefined,
      ],
      marketingConsent: [true, false, undefined, undefined, 'yes'],
    },
  ],
  [
    'account deletion',
    DeletionRequestSchema,
    checkDeletionRequest,
    { email: EMAIL, firstName: TEXT, lastName: TEXT, reason: TEXT },
  ],
  [
    'support contact',
    SupportContactSchema,
    checkSupportContact,
    { name: TEXT, email: EMAIL, phone: [...PHONE, ''], category: CATEGORY, message: TEXT },
  ],
  [
    'fare estimate',
    FareEstimateFormSchema,
    checkFareEstimateForm,
    { city: CITY, taxiClass: TAXI_CLASS, distanceKm: KM, waitingMinutes: MINUTES, tollsLira: LIRA },
  ],
] as const

describe('the browser form checks answer as the zod schemas the server parses with', () => {
  for (const [name, schema, check, fields] of FORMS) {
    it(`${name}: same values or same first message per field, over 4,000 cases`, () => {
      let valid = 0
      let invalid = 0
      for (const values of cases(fields, 4000)) {
        const expected = zodOutcome(schema as z.ZodType, values)
        expect(check(values), JSON.stringify(values)).toEqual(expected)
        if (expected.ok) valid++
        else invalid++
      }
      // both outcomes were exercised, or the comparison proves little
      expect(valid).toBeGreaterThan(0)
      expect(invalid).toBeGreaterThan(0)
    })
  }

  it('reads a valid registration as the API does: trimmed names, lower-case e-mail, the phone in its normal form, no marketing consent unless given', () => {
    expect(
      checkRegisterPassenger({
        firstName: ' Ayşe ',
        lastName: 'Yılmaz',
        email: ' AYSE@Example.com',
        phone: '+90 555 555 55 55',
        password: 'secret1',
        passwordConfirmation: 'secret1',
        city: 'Istanbul',
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      }),
    ).toEqual({
      ok: true,
      value: {
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        email: 'ayse@example.com',
        phone: '05555555555',
        password: 'secret1',
        passwordConfirmation: 'secret1',
        city: 'Istanbul',
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        marketingConsent: false,
      },
    })
  })

  it('says "passwordsDoNotMatch" next to the other messages while other fields are still wrong', () => {
    expect(checkResetPassword({ password: '123', passwordConfirmation: '1234' })).toEqual({
      ok: false,
      errors: { password: 'passwordTooShort', passwordConfirmation: 'passwordsDoNotMatch' },
    })
  })
})
