/** What other parts of the server may use of users: its services and types (never its queries or routes). */
export {
  type NewUser,
  UserExistsError,
  type UserListItem,
  createUser,
  findUserIdByEmail,
  getProfile,
  toUserSummary,
} from './users.service.ts'
