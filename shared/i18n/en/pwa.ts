/** The installable web app (issue 23): the update prompt and the offline page. */
export const pwa = {
  updateReady: 'A new version is available',
  reload: 'Reload',
  later: 'Later',
  offline: {
    title: 'You are offline',
    text: 'This page needs an internet connection. Check your connection and try again.',
    retry: 'Try again',
    home: 'Home page',
  },
}
