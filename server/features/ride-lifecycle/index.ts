/** What other parts of the server may use of ride-lifecycle: its services and types (never its queries or routes). */
export { clearHeldCashback } from './cashback.service.ts'
export { raiseRideAlert } from './clock-alerts.service.ts'
export { findDriverPosition } from './current-ride.service.ts'
export { insertOffers, publishOffer } from './dispatch.service.ts'
export { type Caller, type LifecycleDeps, type RideLifecycle, driverTopic, rideTopic } from './lifecycle-deps.ts'
export { attachRideLifecycle, rideLifecycleOf } from './lifecycle-wiring.ts'
export {
  findFreeTaxisInCells,
  goOffline,
  goOnline,
  listOffers,
  takeDeactivatedDriverOffline,
} from './presence.service.ts'
export {
  findActiveRideIdsOfPassengers,
  getRideDetail,
  getRideRow,
  loadRideFor,
  toRideDetail,
} from './ride-detail.service.ts'
export { type InTransaction, cancelRide, rateRide, takeRideBack } from './ride-end.service.ts'
export { RideError, toHttpError } from './ride-errors.ts'
export { RecordRideError, recordRide } from './ride-record.service.ts'
export { requestRide } from './ride-request.service.ts'
export { acceptRide, advanceRide, completeRide, requireActiveDriver } from './ride-steps.service.ts'
export { RideParamsSchema, callerOf, translated } from './route-helpers.ts'
export { startSweeper } from './sweeper.ts'
