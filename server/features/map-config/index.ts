/** What other parts of the server may use of map-config: its services and types (never its queries or routes). */
export { mapConfigFromEnv, tileImageSources } from './map-config.ts'
