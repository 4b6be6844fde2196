import { presenceCellsIn, LIVE_DETAIL_ZOOM, LIVE_MAX_TAXIS } from '#shared/operations-live.ts'
import type { LiveFound, LiveSnapshot, LiveViewQuery } from '#shared/schemas/operations-live.ts'
import type { Lang } from '#shared/routes.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { Db } from '#server/db/database.ts'
import { cellsView, cityStateOf, detailView, type CityState } from './live-view.ts'
import {
  countTaxisByCell,
  findRideById,
  findTaxiByPlate,
  listOfferedTaxis,
  listOpenRides,
  listTaxisInBox,
} from './operations-live.queries.ts'

/** A detailed view touching more presence cells than this (a huge screen) is shown as counts instead. */
const MAX_DETAIL_CELLS = 400

/** The city now: the grouped taxi counts, the offered taxis and the open rides (three indexed reads). */
export async function readCity(db: Db, now: Date): Promise<CityState> {
  const at = now.toISOString()
  const [cells, offered, rides] = await Promise.all([countTaxisByCell(db), listOfferedTaxis(db, at), listOpenRides(db)])
  return cityStateOf(at, cells, offered, rides)
}

/**
 * What a viewport shows of the city: counts per cell below LIVE_DETAIL_ZOOM, else its single
 * taxis (one box query, cells indexed) and rides.
 */
export async function viewOf(db: Db, city: CityState, query: LiveViewQuery): Promise<LiveSnapshot> {
  const cells = query.zoom >= LIVE_DETAIL_ZOOM ? presenceCellsIn(query) : []
  if (query.zoom < LIVE_DETAIL_ZOOM || cells.length > MAX_DETAIL_CELLS)
    return { at: city.at, ...cellsView(city, query) }
  const wantsFree = query.taxis.includes('FREE')
  const wantsOnRide = query.taxis.includes('ON_RIDE')
  const onRide = wantsFree && wantsOnRide ? undefined : wantsFree ? false : wantsOnRide ? true : null
  const boxTaxis =
    onRide === null
      ? []
      : await listTaxisInBox(db, { ...query, cells }, { onRide, limit: LIVE_MAX_TAXIS + 1 + city.offered.size })
  return { at: city.at, ...detailView(city, query, boxTaxis, new Set(cells)) }
}

/** A plate as compared: no spaces, upper case (Turkish plates are Latin capitals and digits). */
export const plateKeyOf = (text: string) => text.replace(/\s+/g, '').toLocaleUpperCase('en')

/**
 * A ride by its id, else a taxi by its plate with its current (or last) ride, and where it is.
 * 404 in the caller's language when neither.
 */
export async function findRideOrTaxi(db: Db, q: string, lang: Lang): Promise<LiveFound> {
  const ride = await findRideById(db, q)
  if (ride) {
    const hasTaxi = ride.taxiLat !== null && ride.taxiLng !== null && ride.status !== 'REQUESTED'
    return {
      rideId: ride.id,
      status: ride.status,
      plate: ride.plate ?? null,
      lat: numberOrNull(hasTaxi ? ride.taxiLat : ride.pickupLat),
      lng: numberOrNull(hasTaxi ? ride.taxiLng : ride.pickupLng),
    }
  }
  const taxi = await findTaxiByPlate(db, plateKeyOf(q))
  if (!taxi) throw new HttpError(404, 'NOT_FOUND', serverT(lang, 'admin')('api.notFound'))
  const isOnline = taxi.cell !== null
  return {
    rideId: taxi.ride?.id ?? null,
    status: taxi.ride?.status ?? null,
    plate: taxi.plate ?? null,
    lat: isOnline ? numberOrNull(taxi.lat) : null,
    lng: isOnline ? numberOrNull(taxi.lng) : null,
  }
}

const numberOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value)
