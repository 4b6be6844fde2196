import { z } from 'zod'
import { PHONE_PATTERN } from '../constants.ts'
import { EmailSchema, requiredText } from './fields.ts'

/** Spec §2 support-centre category tiles, in the spec's order. */
export const SUPPORT_CATEGORIES = ['account', 'booking', 'payment', 'technical', 'driver', 'other'] as const
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]

/** Mail programs and browsers cut very long mailto: links, so the message stays short enough. */
export const SUPPORT_MESSAGE_MAX = 1500

/** Spec §5 support contact form: phone optional (but valid when given), the others required. */
export const SupportContactSchema = z.object({
  name: requiredText('nameRequired', 100),
  email: EmailSchema,
  phone: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'phoneInvalid'),
  category: z.enum(SUPPORT_CATEGORIES, { error: 'categoryRequired' }),
  message: requiredText('messageRequired', SUPPORT_MESSAGE_MAX),
})
export type SupportContactInput = z.input<typeof SupportContactSchema>
export type SupportContact = z.output<typeof SupportContactSchema>
