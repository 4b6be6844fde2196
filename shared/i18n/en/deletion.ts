/** Text of the deletion pages. */
export const deletion = {
  placeholder: 'Coming soon',
} as const
