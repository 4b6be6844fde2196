/** What other parts of the server may use of adjustments: its services and types (never its queries or routes). */
export { rideLedgerSums, weekFareCorrectionsKurus, withLedgerBalance } from './adjustments.service.ts'
