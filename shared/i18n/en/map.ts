/** The one map (app/components/map): its keyboard help, text equivalent and credits. */
export const map = {
  keyboardHint:
    'Map: arrow keys move the map, plus and minus zoom in and out, Tab moves to the markers. On a movable pin, arrow keys move the pin.',
  placeHint: 'Press Enter on the map to put the pin at its centre.',
  textEquivalent: 'What the map shows',
  noMarkers: 'No markers on the map yet.',
  markerAt: '{{label}}: latitude {{lat}}, longitude {{lng}}',
  movablePin: '{{label}} (movable pin: arrow keys move it)',
  pinMoved: '{{label}} moved to latitude {{lat}}, longitude {{lng}}',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  osmCredit: '© OpenStreetMap contributors',
  loading: 'Loading the map…',
  kinds: {
    pickup: 'Pickup',
    dropoff: 'Destination',
    taxi: 'Taxi',
    me: 'You',
  },
}
