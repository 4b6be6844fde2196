/**
 * What the browser keeps of one user in localStorage lives under `durak.user.<userId>.`, so signing
 * out can forget all of it at once (useLogout) and another user on the same device
 * never sees it. Keep this module small (the keys'
 * readers and writers are in user-storage-keys.ts).
 */
export const USER_STORAGE_PREFIX = 'durak.user.'

/** Forgets everything kept of any user on this device (signing out). */
export function clearUserStorage(): void {
  try {
    // backwards: removing a key moves the later ones down
    for (let i = localStorage.length; i--;) {
      const key = localStorage.key(i)
      if (key?.startsWith(USER_STORAGE_PREFIX)) localStorage.removeItem(key)
    }
  } catch {
    // storage blocked: nothing was kept
  }
}
