import { HttpApi, OpenApi } from "@effect/platform"
import { InternalError, InvalidRequest, NotFound, apiError } from "../errors.js"
import { AccountsGroup } from "./accounts.js"
import { ApiKeysGroup } from "./apiKeys.js"
import { HealthGroup } from "./health.js"
import { WorkspaceGroup } from "./workspace.js"

/** The whole HTTP contract, shared by the server and the CLI. An endpoint enters it when it is implemented. */
export class Api extends HttpApi.make("svc")
  .add(HealthGroup)
  .add(AccountsGroup)
  .add(ApiKeysGroup)
  .add(WorkspaceGroup)
  .addError(apiError(InvalidRequest))
  .addError(apiError(NotFound))
  .addError(apiError(InternalError))
  .annotate(OpenApi.Title, "Trading Account Connectivity API")
  .annotate(OpenApi.Version, "0.1.0")
{}
