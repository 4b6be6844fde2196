import type { AppDeps } from './features/app-deps.ts'
import type { ApiRoute } from './core/api/api-operation.ts'
import { AUTH_OPERATIONS } from './core/api/auth-operations.ts'
import { buildOpenApiDocument, type OpenApiDocument } from './core/api/openapi-document.ts'
import { adjustmentRoutes } from './features/adjustments/adjustments.routes.ts'
import { adminOverviewRoutes } from './features/admin-overview/admin-overview.routes.ts'
import { adminRideRoutes } from './features/admin-rides/admin-rides.routes.ts'
import { adminUserRoutes } from './features/admin-users/admin-users.routes.ts'
import { auditLogRoutes } from './features/audit-log/audit-log.routes.ts'
import { openApiDocumentRoute } from './features/api-docs/api-docs.routes.ts'
import { deletionRequestRoutes } from './features/deletion-requests/deletion-requests.routes.ts'
import { caseExportRoutes } from './features/case-exports/admin-exports.routes.ts'
import { driverVerificationRoutes } from './features/driver-verification/driver-verification.routes.ts'
import { driverDocumentRoutes } from './features/driver-documents/driver-documents.routes.ts'
import { fareEstimateRoutes } from './features/fare-estimates/fare-estimates.routes.ts'
import { favouritePlaceRoutes } from './features/favourite-places/favourite-places.routes.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { manualDispatchRoutes } from './features/manual-dispatch/admin-ride-offers.routes.ts'
import { operationsAlertRoutes } from './features/operations-alerts/admin-alerts.routes.ts'
import { operationsLiveRoutes } from './features/operations-live/admin-live-map.routes.ts'
import { demandRoutes } from './features/demand/demand.routes.ts'
import { mapConfigRoutes } from './features/map-config/map-config.routes.ts'
import { kvkkAdminRoutes } from './features/kvkk-requests/kvkk-admin.routes.ts'
import { myKvkkRoutes } from './features/kvkk-requests/kvkk-requests.routes.ts'
import { meRoutes } from './features/me/me.routes.ts'
import { receiptsRoutes } from './features/receipts/receipts.routes.ts'
import { staffProblemReportRoutes } from './features/problem-reports/admin-problem-reports.routes.ts'
import { problemReportRoutes } from './features/problem-reports/problem-reports.routes.ts'
import { registrationRoutes } from './features/registration/registration.routes.ts'
import { fareClearanceRoutes } from './features/ride-lifecycle/fare-clearance.routes.ts'
import { driverRideRoutes } from './features/ride-lifecycle/driver-rides.routes.ts'
import { rideRequestRoutes } from './features/ride-lifecycle/ride-requests.routes.ts'
import { rideStreamRoutes } from './features/live-streams/ride-streams.routes.ts'
import { rideLifecycleOf } from './features/ride-lifecycle/index.ts'
import { rideListRoutes } from './features/rides/ride-list.routes.ts'
import { statementsRoutes } from './features/statements/statements.routes.ts'
import { tripShareRoutes } from './features/trip-shares/trip-shares.routes.ts'
import { userRoutes } from './features/users/users.routes.ts'

/**
 * Every route of `/api/v1`, feature by feature: the one table the server registers routes from
 * and the OpenAPI document is generated from. A new feature adds its `<x>Routes(deps)` here.
 */
export function apiRoutes(deps: AppDeps): ApiRoute[] {
  return [
    ...healthRoutes(deps),
    ...mapConfigRoutes(),
    ...meRoutes(deps),
    ...userRoutes(deps),
    ...rideListRoutes(deps),
    ...registrationRoutes(deps),
    ...deletionRequestRoutes(deps),
    ...fareEstimateRoutes(deps),
    ...rideRequestRoutes(rideLifecycleOf(deps).lifecycle),
    ...driverRideRoutes(rideLifecycleOf(deps).lifecycle),
    ...rideStreamRoutes(rideLifecycleOf(deps)),
    ...favouritePlaceRoutes(deps),
    ...tripShareRoutes(deps),
    ...receiptsRoutes(deps),
    ...statementsRoutes(deps),
    ...problemReportRoutes(deps),
    ...staffProblemReportRoutes(deps),
    ...myKvkkRoutes(deps),
    ...kvkkAdminRoutes(deps),
    ...caseExportRoutes(deps),
    ...driverVerificationRoutes(deps),
    ...driverDocumentRoutes(deps),
    ...auditLogRoutes(deps),
    ...adminUserRoutes(deps),
    ...adminRideRoutes(deps),
    ...fareClearanceRoutes(deps),
    ...manualDispatchRoutes(deps),
    ...operationsAlertRoutes(deps),
    ...operationsLiveRoutes(deps),
    ...demandRoutes(deps),
    ...adjustmentRoutes(deps),
    ...adminOverviewRoutes(deps),
  ]
}

/** The routes with `GET /api/v1/openapi.json` added, and their document (better-auth's endpoints included). */
export function documentedApi(deps: AppDeps): { routes: ApiRoute[]; document: OpenApiDocument } {
  // the document lists its own route; it is only read once a request comes, after it is built
  const routes = [...apiRoutes(deps), openApiDocumentRoute(() => document)]
  const plugins = (deps.auth.options as { plugins?: { id: string }[] }).plugins ?? []
  const document = buildOpenApiDocument([...routes, ...AUTH_OPERATIONS], {
    serverUrl: deps.publicUrl,
    hasBearer: plugins.some((plugin) => plugin.id === 'bearer'),
  })
  return { routes, document }
}
