import { z } from './zod.ts'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts'

/**
 * Query strings the JSON API accepts, parsed by the server's routes. What it answers is in
 * `api-responses.ts`.
 */

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
})

export const RideStatusSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z_]{2,32}$/)

export const MyRidesQuerySchema = PageQuerySchema.extend({ status: RideStatusSchema.optional() })
export const RidesQuerySchema = MyRidesQuerySchema.extend({
  passengerId: z.string().max(64).optional(),
  driverId: z.string().max(64).optional(),
})
export const UsersQuerySchema = PageQuerySchema.extend({
  userType: z.enum(['DRIVER', 'PASSENGER', 'ADMIN', 'SUPPORT']).optional(),
})
