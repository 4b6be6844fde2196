/** What other parts of the server may use of driver-documents: its services and types (never its queries or routes). */
export { scanOfRow } from './driver-documents.service.ts'
export { registerScanUploads } from './scan-upload-parser.ts'
