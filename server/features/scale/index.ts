/** What other parts of the server may use of scale: its services and types (never its queries or routes). */
export { generateScaleData, ScaleDataExistsError, type ScaleProgress } from './scale.service.ts'
