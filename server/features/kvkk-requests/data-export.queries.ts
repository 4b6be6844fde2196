import type { Db } from '#server/db/database.ts'

/** Everything small Durak holds about one user: one row or a handful each. */
export async function exportHeader(db: Db, userId: string) {
  const [user, driver, membership, favourites, documents, reports, requests, adjustments] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'id',
        'name',
        'firstName',
        'lastName',
        'email',
        'phone',
        'city',
        'userType',
        'membershipType',
        'membershipStatus',
      ])
      .select([
        'points',
        'ratingCenti',
        'balanceKurus',
        'createdAt',
        'privacyNoticeVersion',
        'privacyNoticeShownAt',
        'marketingConsent',
        'marketingConsentAt',
      ])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('driver_profiles').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('passenger_memberships').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('favorite_locations')
      // coordinates and creation time too: the booking page's favourites have them (migration 014)
      .select(['name', 'address', 'position', 'lat', 'lng', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('driver_documents')
      .select(['kind', 'number', 'issuedOn', 'expiresOn', 'status', 'scanType', 'scanBytes', 'scanUploadedAt'])
      .where('driverId', '=', userId)
      .execute(),
    db
      .selectFrom('problem_reports')
      .select(['id', 'rideId', 'category', 'message', 'statementWeek', 'status', 'answer', 'answeredAt', 'createdAt'])
      .where('reporterId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(1000)
      .execute(),
    db
      .selectFrom('account_deletion_requests')
      .select(['reference', 'kind', 'status', 'statusReason', 'reason', 'createdAt', 'completedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(1000)
      .execute(),
    // refunds and credits to the user as a passenger, fare corrections to the user as a driver (issue 25);
    // who in operations made them is not the user's data
    db
      .selectFrom('ride_adjustments')
      .select(['rideId', 'kind', 'amountKurus', 'reason', 'problemReportId', 'createdAt'])
      .where((eb) =>
        eb.or([
          eb.and([eb('passengerId', '=', userId), eb('kind', 'in', ['REFUND', 'CREDIT'])]),
          eb.and([eb('driverId', '=', userId), eb('kind', '=', 'FARE_CORRECTION')]),
        ]),
      )
      .orderBy('createdAt')
      .orderBy('rideId')
      .orderBy('sequence')
      .execute(),
  ])
  return { user, driver, membership, favourites, documents, reports, requests, adjustments }
}

/** One batch of the user's rides on one side, newest first after (createdAt, id), with their events. */
export async function rideBatch(
  db: Db,
  side: 'passengerId' | 'driverId',
  userId: string,
  after: { createdAt: string; id: string } | null,
  size: number,
) {
  let query = db.selectFrom('rides').selectAll().where(side, '=', userId)
  if (after) query = query.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after.createdAt, after.id)))
  const rides = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(size).execute()
  const events = rides.length
    ? await db
        .selectFrom('ride_events')
        .select(['rideId', 'fromStatus', 'toStatus', 'actor', 'reason', 'at'])
        .where(
          'rideId',
          'in',
          rides.map((r) => r.id),
        )
        .orderBy('rideId')
        .orderBy('id')
        .execute()
    : []
  return { rides, events }
}
