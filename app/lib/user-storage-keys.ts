import { USER_STORAGE_PREFIX as PREFIX } from './user-storage.ts'

/** One user's key for `name` (user-storage.ts says why keys are per user). */
export const userStorageKey = (userId: string, name: string) => `${PREFIX}${userId}.${name}`

/** Every stored key of every user that ends in `.name`, with its user id. */
export function userStorageEntries(name: string): { userId: string; key: string }[] {
  const found: { userId: string; key: string }[] = []
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? ''
      if (key.startsWith(PREFIX) && key.endsWith(`.${name}`))
        found.push({ userId: key.slice(PREFIX.length, -name.length - 1), key })
    }
  } catch {
    // storage blocked: nothing kept
  }
  return found
}
