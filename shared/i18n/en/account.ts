/** The header of every signed-in page (panels, booking, driver mode): the user's panel and log out. */
export const account = {
  driverPanel: 'Driver panel',
  passengerPanel: 'Passenger panel',
  logout: 'Log out',
  loggingOut: 'Logging out…',
  logoutFailed: 'You could not be logged out. Check your connection and try again.',
}
