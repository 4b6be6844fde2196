/** What other parts of the server may use of deletion-requests: its services and types (never its queries or routes). */
export { listDeletionRequests } from './deletion-requests.service.ts'
