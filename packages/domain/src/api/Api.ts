import { HttpApi, OpenApi } from "@effect/platform"
import { InternalError, InvalidRequest, MethodNotAllowed, NotFound, apiError } from "../errors.js"
import { AccountDataGroup } from "./accountData.js"
import { AccountsGroup } from "./accounts.js"
import { ApiKeysGroup } from "./apiKeys.js"
import { HealthGroup } from "./health.js"
import { OrdersGroup, TradingGroup } from "./trading.js"
import { WebhooksGroup } from "./webhooks.js"
import { WorkspaceGroup } from "./workspace.js"

/**
 * Effect renders `Schema.Unknown` with a fixed `$id`, which OpenAPI 3.1 forbids defining twice in one document;
 * the ids carry no meaning here, so they are dropped.
 */
const withoutSchemaIds = (spec: Record<string, unknown>): Record<string, unknown> => {
  const strip = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(strip)
      : value !== null && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== "$id").map(([k, v]) => [k, strip(v)]))
      : value
  return strip(spec) as Record<string, unknown>
}

/** The whole HTTP contract, shared by the server and the CLI. An endpoint enters it when it is implemented. */
export class Api extends HttpApi.make("svc")
  .add(HealthGroup)
  .add(AccountsGroup)
  .add(AccountDataGroup)
  .add(TradingGroup)
  .add(OrdersGroup)
  .add(ApiKeysGroup)
  .add(WorkspaceGroup)
  .add(WebhooksGroup)
  .addError(apiError(InvalidRequest))
  .addError(apiError(NotFound))
  .addError(apiError(MethodNotAllowed))
  .addError(apiError(InternalError))
  .annotate(OpenApi.Title, "Trading Account Connectivity API")
  .annotate(OpenApi.Version, "0.1.0")
  .annotate(OpenApi.Transform, withoutSchemaIds)
{}
