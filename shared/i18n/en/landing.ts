/** Text of the landing pages. */
export const landing = {
  placeholder: 'Coming soon',
} as const
