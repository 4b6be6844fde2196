// lint-as: server/api-routes.ts
// expect: nothing (the route table gathers every feature's routes)
import { userRoutes } from './features/users/users.routes.ts'
export const fine = userRoutes
