/** Messages of the ride-lifecycle API (the passenger and driver apps show them as they are). */
export const rides = {
  status: {
    REQUESTED: 'Requested',
    ASSIGNED: 'Driver assigned',
    /** rides made before the lifecycle state machine carry ACCEPTED */
    ACCEPTED: 'Accepted',
    ARRIVED: 'Driver arrived',
    IN_PROGRESS: 'In Progress',
    COMPLETED: 'Completed',
    CANCELLED: 'Cancelled',
    EXPIRED: 'No driver found',
  },
  /** a status no catalog names yet: never its code on screen */
  statusUnknown: 'Status unknown',
  /** Who made a ride's step (a timeline's actor), as a noun. */
  actors: {
    passenger: 'Passenger',
    driver: 'Driver',
    operations: 'Durak operations',
    system: 'System',
  },
  errors: {
    notFound: 'Ride not found.',
    passengerOnly: 'Only passengers can do this.',
    driverOnly: 'Only drivers can do this.',
    driverNotVerified:
      'Your driver account is not verified yet. You can take rides once your identity and licence are verified.',
    driverOffline: 'You are offline. Go online to take rides.',
    driverBusy: 'Finish your current ride first.',
    activeRideExists: 'You already have a ride under way.',
    illegalTransition: 'This cannot be done while the ride is “{{status}}”.',
    alreadyTaken: 'Another driver has already accepted this ride.',
    noOffer: 'This ride is not offered to you, or the offer has expired.',
    idempotencyKeyRequired: 'Send an Idempotency-Key header (for example a UUID) with every ride request.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different ride request.',
    positionTooSoon: 'Position sent too soon. Send it at most once every {{seconds}} seconds.',
    alreadyRated: 'You have already rated this ride.',
    noPointsHeld: 'This ride has no points waiting for a fare check.',
    notRateable: 'Only a completed ride can be rated.',
    feeChanged: 'The cancellation fee is now {{fee}}. Confirm again to cancel.',
    streamsFull: 'Live updates are very busy right now. They will reconnect by themselves in a few seconds.',
    tooManyStreams:
      'Too many live connections are open for your account (at most {{max}}). Close another window and try again.',
    tooManyRideRequests:
      'You have requested too many rides in a short time. Please wait {{minutes}} min and try again.',
    favouritePlaceNotFound: 'Favourite place not found.',
    tooManyFavouritePlaces: 'You can keep at most {{max}} favourite places. Remove one before adding another.',
    tripShareNotFound: 'This shared trip link is not valid: it was revoked, or the trip has ended.',
    tripShareArrived: 'The passenger has arrived: this trip is no longer shared.',
    rideNotOpen: 'A trip can be shared only while the ride is under way.',
  },
}
