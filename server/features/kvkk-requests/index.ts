/** What other parts of the server may use of kvkk-requests: its services and types (never its queries or routes). */
export {
  listRequestsByStatus,
  openKvkkRequestsFigure,
  receiveKvkkRequest,
  statusesOf,
  toStaffRequest,
} from './kvkk-requests.service.ts'
