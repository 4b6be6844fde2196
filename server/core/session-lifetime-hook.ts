import { isPastAbsoluteLifetime } from './session-lifetime.ts'

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
  const returned = ctx.context.returned as { session?: { token: string; createdAt: Date | string }; user?: { userType?: unknown } } | null
  if (!returned?.session || !isPastAbsoluteLifetime(returned.session.createdAt, returned.user?.userType)) return
  await ctx.context.internalAdapter.deleteSession(returned.session.token)
  return ctx.json(null)
}
