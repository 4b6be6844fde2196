/**
 * The lists of issue 14 part B, without zod (decision 008: the browser imports these, and the
 * schemas in `shared/schemas/` build on them).
 */

/** Problem report categories: İBB's complaint types for taxis, plus a ride missing from a driver's weekly statement (issue 15). */
export const PROBLEM_CATEGORIES = [
  'overcharging',
  'long_route',
  'refusal',
  'rudeness',
  'driving',
  'lost_item',
  'other',
  'missing_from_statement',
] as const
export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number]

export const PROBLEM_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number]

/** A taxi driver's documents (İBB's rules for commercial taxis): every one of them mandatory. */
export const DOCUMENT_KINDS = [
  'DRIVING_LICENCE',
  'DRIVER_PERMIT',
  'VEHICLE_REGISTRATION',
  'INSPECTION',
  'INSURANCE',
] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/** What a scan of a driver's document may be (issue 25): a PDF or a JPEG, PNG or WebP image. */
export const SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export type ScanType = (typeof SCAN_TYPES)[number]
/** At most 5 MB (5 × 1024 × 1024 bytes). */
export const MAX_SCAN_BYTES = 5 * 1024 * 1024
/** What the file picker offers. */
export const SCAN_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp'
