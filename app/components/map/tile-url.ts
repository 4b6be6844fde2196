/**
 * One tile's address from the configured template (MAP_TILES_URL, README): `{z}/{x}/{y}`, a `{s}`
 * subdomain (a, b or c, spread over the tiles as Leaflet did) and `{r}` (`@2x` on a dense screen).
 */
export function tileUrl(template: string, x: number, y: number, z: number, isRetina = false): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'abc'.charAt(Math.abs(x + y) % 3))
    .replaceAll('{r}', isRetina ? '@2x' : '')
}
