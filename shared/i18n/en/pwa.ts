/** The installable web app (issue 23): the update prompt and the offline page. */
export const pwa = {
  updateReady: 'A new version is available',
  reload: 'Reload',
  later: 'Later',
}

/** The offline page the service worker shows (written by scripts/build/service-worker.ts; no page ships it). */
export const offlinePage = {
  title: 'You are offline',
  text: 'This page needs an internet connection. Check your connection and try again.',
  retry: 'Try again',
  home: 'Home page',
}
