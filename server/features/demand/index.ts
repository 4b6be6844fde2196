/** What other parts of the server may use of demand: its services and types (never its queries or routes). */
export { recordPickupCell, sampleSupply } from './demand.service.ts'
