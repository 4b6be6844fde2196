/** What other parts of the server may use of scale: its services and types (never its queries or routes). */
export { ScaleDataExistsError, type ScaleProgress, generateScaleData } from './scale.service.ts'
