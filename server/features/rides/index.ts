/** What other parts of the server may use of rides: its services and types (never its queries or routes). */
export { listCheckedRides, ridesWithCities, type RideWithCities, toRide, withFareCheck } from './rides.service.ts'
