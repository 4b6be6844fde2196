/** Text of the support pages. */
export const support = {
  placeholder: 'Coming soon',
} as const
