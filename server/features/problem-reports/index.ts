/** What other parts of the server may use of problem-reports: its services and types (never its queries or routes). */
export {
  createProblemReport,
  openProblemReportsFigure,
  reportsOfStatus,
  toProblemReport,
} from './problem-reports.service.ts'
