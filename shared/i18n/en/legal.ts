/** Text of the legal pages. */
export const legal = {
  placeholder: 'Coming soon',
} as const
