/** Where taxis are needed (issue 25): `/admin/demand`. */
export const adminDemand = {
  title: 'Where taxis are needed',
  intro:
    'Requests, requests no taxi took and free taxis per area of about 2 × 1.7 km, by the hour in Istanbul time. Free taxis are the average number online without a ride, counted once a minute.',
  period: {
    legend: 'Period',
    '7d': 'Last 7 days',
    today: 'Today so far',
  },
  hour: {
    label: 'Hour of the day',
    all: 'Every hour',
    range: '{{from}}–{{to}}',
  },
  map: {
    label: 'Map of the areas, the darker the more requests no taxi took',
    heading: 'Map of requests no taxi took',
    hint: 'The darker an area, the more requests no taxi took there; the number in it is their count. Every area’s figures are in the CSV.',
    areaLabel: '{{area}}: {{requests}} requests, {{expired}} with no taxi, {{free}} free taxis on average',
    empty: 'No requests and no free taxis in this period.',
    legendLow: 'fewer',
    legendHigh: 'more requests with no taxi',
  },
  top: {
    heading: 'Ten areas with the most requests no taxi took',
    empty: 'No request went without a taxi in this period.',
    area: 'Area',
    requests: 'Requests',
    expired: 'No taxi found',
    freeTaxis: 'Free taxis (average)',
    peakHours: 'Peak hours',
    noPeak: '—',
  },
  area: {
    near: 'Near {{place}}',
    centre: '{{lat}}° N, {{lng}}° E',
  },
  summary:
    'Areas: {{cells}} · Requests: {{requests}} · No taxi found: {{expired}} · Minutes in which free taxis were counted: {{minutes}}',
  download: 'Download CSV',
  loading: 'Loading the figures…',
  failed: 'The figures could not be loaded.',
  retry: 'Try again',
  csv: {
    cell: 'grid cell',
    place: 'near',
    centreLat: 'centre latitude',
    centreLng: 'centre longitude',
    hour: 'hour (Istanbul)',
    requests: 'requests',
    expired: 'no taxi found',
    freeTaxis: 'free taxis (average)',
  },
}
