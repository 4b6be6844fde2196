import { isPastAbsoluteLifetime, isPastStaffIdle } from './session-lifetime.ts'

type GetSessionContext = {
  context: {
    returned?: unknown
    internalAdapter: { deleteSession: (token: string) => Promise<unknown> }
  }
  json: (body: null) => unknown
}

/**
 * After better-auth's `/get-session`: a session past its absolute lifetime is deleted and answered
 * as none, like an expired one (better-auth itself only knows the sliding expiry).
 */
export async function endPastLifetime(ctx: GetSessionContext) {
  const returned = ctx.context.returned as {
    session?: { token: string; createdAt: Date | string; updatedAt: Date | string }
    user?: { userType?: unknown }
  } | null
  if (!returned?.session) return
  const { session } = returned
  const type = returned.user?.userType
  if (!isPastAbsoluteLifetime(session.createdAt, type) && !isPastStaffIdle(session.updatedAt, type)) return
  await ctx.context.internalAdapter.deleteSession(returned.session.token)
  return ctx.json(null)
}
