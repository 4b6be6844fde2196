/** Text of the sign-in, password-reset and registration pages. Spec §8 messages are verbatim. */
import { forgot, messages, reasons, signedInAs, signIn } from './auth-sign-in.ts'
import { register, reset } from './auth-forms.ts'
import { phone } from './auth-phone.ts'

export const auth = { signIn, signedInAs, forgot, messages, reasons, reset, phone, register }
