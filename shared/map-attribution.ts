/** The credit shown when MAP_ATTRIBUTION is not set: the data is OpenStreetMap's (ODbL). */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors'
