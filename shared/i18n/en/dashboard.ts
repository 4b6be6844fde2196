/** Text of the dashboard pages. */
export const dashboard = {
  placeholder: 'Coming soon',
} as const
