/**
 * The ride counts of a dashboard, defined once (issue 22, item 16; decision 040) and computed from
 * the rides of the user's side (as passenger, or as driver), status by status:
 * - **total rides**: every ride of the user's side, whatever its status — completed, cancelled,
 *   expired (no driver took it), or still under way. Exactly the rides the dashboard's list shows.
 * - **completed rides**: status COMPLETED; their fares make the total spent or earned.
 * - **cancelled rides**: status CANCELLED, whoever cancelled, charged or not.
 * Expired rides and rides under way count in the total only. A number stored on the user record is
 * not read: it drifted from the list (it counted completions only).
 */
export type RideCountFigures = { totalRides: number; completedRides: number; cancelledRides: number }

/** The dashboard's ride counts from the number of rides in each status. */
export function rideCountFigures(countsByStatus: Readonly<Record<string, number>>): RideCountFigures {
  let totalRides = 0
  for (const rides of Object.values(countsByStatus)) totalRides += rides
  return {
    totalRides,
    completedRides: countsByStatus.COMPLETED ?? 0,
    cancelledRides: countsByStatus.CANCELLED ?? 0,
  }
}
