// Leaflet's ES module build (its package.json names only the UMD file): same API as 'leaflet'.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet'
}
