import type { Catalog } from '../types.ts'
import type { auth as en } from '../en/auth.ts'
import { forgot, messages, reasons, signedInAs, signIn } from './auth-sign-in.ts'
import { register, reset } from './auth-forms.ts'
import { phone } from './auth-phone.ts'

export const auth: Catalog<typeof en> = { signIn, signedInAs, forgot, messages, reasons, reset, phone, register }
