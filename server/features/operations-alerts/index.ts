/** What other parts of the server may use of operations-alerts: its services and types (never its queries or routes). */
export { countOpenAlerts } from './operations-alerts.service.ts'
