import { apiPath } from '#shared/api-paths.ts'
import { RegisteredUserSchema } from '#shared/schemas/api-responses.ts'
import { RegisterPassengerSchema } from '#shared/schemas/auth.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { runAfterAnswer } from '#server/core/after-answer.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { isCommonPassword } from '#server/core/security/common-passwords.ts'
import { mailAccountOwner, refuseTakenPhone, registerPassenger } from './registration.service.ts'

/** POST /api/v1/register — spec §5 passenger registration (the only public sign-up). */
export function registrationRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: apiPath('/register'),
      operationId: 'registerPassenger',
      summary: 'Register a passenger (spec §5): the only public sign-up; drivers register in the mobile app',
      tag: 'Accounts',
      access: 'public',
      rateLimit: { name: 'register', rule: { windowSeconds: 3600, max: 20 } },
      body: RegisterPassengerSchema,
      responses: { 201: RegisteredUserSchema },
      errors: [409],
      // The same 201 whether or not the address was free: the owner of a taken one gets a mail
      // after the answer (docs/decisions/021-registration-does-not-tell.md). A phone number another
      // account has is refused first (409 PHONE_TAKEN), a few times a day per network (decision 039).
      handler: async ({ body, lang, reply, request }) => {
        if (isCommonPassword(body.password)) {
          throw new HttpError(400, 'INVALID_INPUT', serverT(lang)('api.commonPassword'), {
            password: 'passwordTooCommon',
          })
        }
        await refuseTakenPhone(deps, body.phone, request.ip, lang)
        const result = await registerPassenger(deps, body)
        if (!result.created) {
          runAfterAnswer(
            reply.raw,
            () =>
              mailAccountOwner(deps, result.owner, lang).catch((error) =>
                request.log.error({ err: error }, 'account-exists mail failed'),
              ),
            request.log,
          )
        }
        return reply.code(201).send({ email: body.email.toLowerCase(), userType: 'PASSENGER' })
      },
    }),
  ]
}
