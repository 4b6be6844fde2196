/** What other parts of the server may use of users: its services and types (never its queries or routes). */
export {
  createUser,
  findUserIdByEmail,
  getProfile,
  type NewUser,
  toUserSummary,
  UserExistsError,
  type UserListItem,
} from './users.service.ts'
