/** What other parts of the server may use of fare-estimates: its services and types (never its queries or routes). */
export { createFareEstimate } from './fare-estimates.service.ts'
