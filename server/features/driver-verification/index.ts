/** What other parts of the server may use of driver-verification: its services and types (never its queries or routes). */
export { seedDemoCases } from './demo-cases.ts'
export {
  CLI_ACTOR,
  driversAwaitingVerification,
  myVerification,
  recordDocument,
  refuseIfSuspended,
  verificationQueue,
} from './driver-verification.service.ts'
