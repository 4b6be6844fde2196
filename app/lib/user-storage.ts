/**
 * What the browser keeps of one user in localStorage lives under `durak.user.<userId>.`, so signing
 * out can forget all of it at once (auth-client's signOut) and another user on the same device
 * never sees it.
 */
const PREFIX = 'durak.user.'

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

/** Forgets everything kept of any user on this device (signing out). */
export function clearUserStorage(): void {
  try {
    const keys: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? ''
      if (key.startsWith(PREFIX)) keys.push(key)
    }
    for (const key of keys) localStorage.removeItem(key)
  } catch {
    // storage blocked: nothing was kept
  }
}
