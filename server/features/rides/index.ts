/** What other parts of the server may use of rides: its services and types (never its queries or routes). */
export { type RideWithCities, listCheckedRides, ridesWithCities, toRide, withFareCheck } from './rides.service.ts'
