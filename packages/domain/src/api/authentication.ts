import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context, Schema } from "effect"
import { MissingScope, Unauthenticated, apiError } from "../errors.js"
import type { ApiKeyId, WorkspaceId } from "../ids.js"
import type { KeyEnvironment } from "../resources/apiKey.js"
import type { Scope } from "../scopes.js"

export interface Principal {
  readonly workspaceId: WorkspaceId
  readonly keyId: ApiKeyId
  readonly environment: KeyEnvironment
  readonly scopes: ReadonlyArray<Scope>
}

export class CurrentPrincipal extends Context.Tag("@svc/domain/CurrentPrincipal")<CurrentPrincipal, Principal>() {}

export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  provides: CurrentPrincipal,
  failure: Schema.Union(apiError(Unauthenticated), apiError(MissingScope)),
  security: { bearer: HttpApiSecurity.bearer }
}) {}
