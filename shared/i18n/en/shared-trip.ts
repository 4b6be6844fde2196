/** The shared trip page (`/paylasilan-yolculuk#<token>`, issue 23): a friend follows a ride. */
export const sharedTrip = {
  heading: 'Shared trip',
  intro: '{{name}} shared their taxi ride with you. This page updates every few seconds.',
  introNoName: 'A passenger shared their taxi ride with you. This page updates every few seconds.',
  loading: 'Loading the trip…',
  status: {
    REQUESTED: 'Looking for a taxi',
    ASSIGNED: 'The taxi is on its way to the pickup',
    ARRIVED: 'The taxi is waiting at the pickup',
    IN_PROGRESS: 'On the way to the destination',
    other: 'The ride is under way',
  },
  taxi: {
    heading: 'The taxi',
    plate: 'Plate',
    car: 'Car',
    driver: 'Driver',
    notAssigned: 'No taxi has taken the ride yet.',
    unknown: 'Not given',
  },
  route: {
    heading: 'Route',
    pickup: 'From',
    dropoff: 'To',
    noDropoff: 'The passenger will tell the driver',
  },
  map: {
    label: 'Map of the taxi’s position',
    taxi: 'Taxi {{plate}}',
    taxiNoPlate: 'Taxi',
    noPosition: 'The taxi’s position is not known yet.',
    positionAt: 'Position at {{time}}',
  },
  updatedAt: 'Updated at {{time}}',
  stale: 'The trip could not be updated. Trying again…',
  slowedDown: 'Too many updates: the next one in {{seconds}} s.',
  ended: {
    heading: 'This trip is no longer shared',
    text: 'The ride has ended or the passenger turned the link off. Nothing more about it is shown.',
  },
  arrived: {
    heading: 'The passenger has arrived',
    named: '{{name}} has arrived',
    text: 'The ride is over and is no longer shared. Nothing more about it is shown.',
  },
  missing: {
    heading: 'This link is incomplete',
    text: 'Open the whole link you were sent, including the part after “#”.',
  },
  home: 'Go to the home page',
}
