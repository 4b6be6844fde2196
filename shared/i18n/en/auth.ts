/** Text of the auth pages. */
export const auth = {
  placeholder: 'Coming soon',
} as const
