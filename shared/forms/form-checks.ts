import {
  checkCity,
  checkEmail,
  checkFields,
  checkOneOf,
  checkPassword,
  checkPhone,
  checkRequiredText,
  type Check,
  type FormCheck,
} from './field-checks.ts'
import { PHONE_PATTERN, PRIVACY_NOTICE_VERSION } from '../constants.ts'
import { normalizePhone } from '../phone.ts'
import { SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX, type ValidationKey } from './validation-keys.ts'

/*
 * Each form of the site checked as its zod schema in shared/schemas/ checks it (same messages, same
 * first message per field, same output), without zod in the browser (decision 008).
 */

type Values = Record<string, unknown>

/** `z.string({ error: key })`: any string. */
const checkString = (input: unknown, key: ValidationKey = 'invalid'): Check<string> =>
  typeof input === 'string' ? { value: input } : { error: key }

/** The schemas' password-confirmation refinement: checked even while other fields are invalid. */
function withPasswordsMatch<O, F extends string>(result: FormCheck<O, F>, values: Values): FormCheck<O, F> {
  const { password, passwordConfirmation } = values
  if (typeof password !== 'string' || typeof passwordConfirmation !== 'string' || password === passwordConfirmation) {
    return result
  }
  const errors = result.ok ? {} : { ...result.errors }
  return { ok: false, errors: { passwordConfirmation: 'passwordsDoNotMatch', ...errors } as typeof errors }
}

/** `SignInSchema` */
export const checkSignIn = (values: Values) =>
  checkFields({
    email: checkEmail(values.email),
    password:
      typeof values.password === 'string' && values.password.length > 0
        ? { value: values.password }
        : ({ error: 'passwordRequired' } as Check<string>),
  })

/** `ForgotPasswordSchema` */
export const checkForgotPassword = (values: Values) => checkFields({ email: checkEmail(values.email) })

/** `ResetPasswordSchema` */
export const checkResetPassword = (values: Values) =>
  withPasswordsMatch(
    checkFields({
      password: checkPassword(values.password),
      passwordConfirmation: checkString(values.passwordConfirmation, 'passwordsDoNotMatch'),
    }),
    values,
  )

/** `RegisterPassengerSchema` (spec §5) */
export const checkRegisterPassenger = (values: Values) =>
  withPasswordsMatch(
    checkFields({
      firstName: checkRequiredText(values.firstName, 'firstNameRequired', 80),
      lastName: checkRequiredText(values.lastName, 'lastNameRequired', 80),
      email: checkEmail(values.email),
      phone: checkPhone(values.phone),
      password: checkPassword(values.password),
      passwordConfirmation: checkString(values.passwordConfirmation, 'passwordsDoNotMatch'),
      city: checkCity(values.city),
      privacyNoticeVersion:
        values.privacyNoticeVersion === PRIVACY_NOTICE_VERSION
          ? { value: PRIVACY_NOTICE_VERSION }
          : { error: 'invalid' as const },
      marketingConsent: checkOptionalBoolean(values.marketingConsent),
    }),
    values,
  )

/** `z.boolean().default(false)`: absent is false, anything else but a boolean is refused. */
function checkOptionalBoolean(input: unknown): Check<boolean> {
  if (input === undefined) return { value: false }
  return typeof input === 'boolean' ? { value: input } : { error: 'invalid' }
}

/** `DeletionRequestSchema` (spec §2) */
export const checkDeletionRequest = (values: Values) =>
  checkFields({
    email: checkEmail(values.email),
    firstName: checkRequiredText(values.firstName, 'firstNameRequired', 80),
    lastName: checkRequiredText(values.lastName, 'lastNameRequired', 80),
    reason: checkRequiredText(values.reason, 'reasonRequired', 2000),
  })

function checkOptionalPhone(input: unknown): Check<string> {
  if (typeof input !== 'string') return { error: 'invalid' }
  const value = normalizePhone(input)
  return value === '' || PHONE_PATTERN.test(value) ? { value } : { error: 'phoneInvalid' }
}

/** `SupportContactSchema` (spec §5): phone optional but valid when given. */
export const checkSupportContact = (values: Values) =>
  checkFields({
    name: checkRequiredText(values.name, 'nameRequired', 100),
    email: checkEmail(values.email),
    phone: checkOptionalPhone(values.phone),
    category: checkOneOf(values.category, SUPPORT_CATEGORIES, 'categoryRequired'),
    message: checkRequiredText(values.message, 'messageRequired', SUPPORT_MESSAGE_MAX),
  })
