import { z } from './zod.ts'
import { PHONE_PATTERN } from '../constants.ts'
import { normalizePhone } from '../phone.ts'
import { EmailSchema, requiredText } from './fields.ts'
import { SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX, type SupportCategory } from '../forms/validation-keys.ts'

// Written once in a module without zod, which the browser imports (decision 008).
export { SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX, type SupportCategory }

/** Spec §5 support contact form: phone optional (but valid when given), the others required. */
export const SupportContactSchema = z.object({
  name: requiredText('nameRequired', 100),
  email: EmailSchema,
  phone: z
    .string()
    .transform(normalizePhone)
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'phoneInvalid'),
  category: z.enum(SUPPORT_CATEGORIES, { error: 'categoryRequired' }),
  message: requiredText('messageRequired', SUPPORT_MESSAGE_MAX),
})
export type SupportContactInput = z.input<typeof SupportContactSchema>
export type SupportContact = z.output<typeof SupportContactSchema>
