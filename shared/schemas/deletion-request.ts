import { z } from './zod.ts'
import { EmailSchema, requiredText } from './fields.ts'

/** Spec §2 account-deletion request: all four fields required. */
export const DeletionRequestSchema = z.object({
  email: EmailSchema,
  firstName: requiredText('firstNameRequired', 80),
  lastName: requiredText('lastNameRequired', 80),
  reason: requiredText('reasonRequired', 2000),
})
export type DeletionRequestInput = z.input<typeof DeletionRequestSchema>
