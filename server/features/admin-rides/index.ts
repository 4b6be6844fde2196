/** What other parts of the server may use of admin-rides: its services and types (never its queries or routes). */
export { getAdminRide } from './admin-rides.service.ts'
