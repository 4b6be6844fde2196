import { ISTANBUL_LANDMARKS } from '#shared/istanbul-landmarks.ts'

/** Istanbul's airports, squares, piers and coach terminals, kept in shared/ (issue 23). */
export const LANDMARKS = ISTANBUL_LANDMARKS
