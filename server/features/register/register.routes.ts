import type { FastifyInstance } from 'fastify'
import { RegisterPassengerSchema } from '#shared/schemas/auth.ts'
import type { AppDeps } from '#server/app.ts'
import { HttpError } from '#server/http-errors.ts'
import { requestLang, serverT } from '#server/i18n.ts'
import { enforceRateLimit } from '#server/features/rate-limit-guard.ts'
import { registerPassenger } from './register.service.ts'

/** POST /api/register — spec §5 passenger registration (the only public sign-up). */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/register', async (request, reply) => {
    const lang = requestLang(request.headers)
    await enforceRateLimit(deps.db, `api:register:${request.ip}`, { windowSeconds: 3600, max: 20 }, lang)
    const input = RegisterPassengerSchema.parse(request.body ?? {})
    const user = await registerPassenger(deps, input)
    if (!user) throw new HttpError(409, 'EMAIL_TAKEN', serverT(lang)('api.emailTaken'), { email: 'emailTaken' })
    return reply.code(201).send({ id: user.id, email: user.email, userType: 'PASSENGER' })
  })
}
