/** What other parts of the server may use of users: its services and types (never its queries or routes). */
export {
  type NewUser,
  USER_SUMMARY_COLUMNS,
  UserExistsError,
  type UserListItem,
  createUser,
  findUserIdByEmail,
  getProfile,
  listUsers,
  toUserSummary,
} from './users.service.ts'
