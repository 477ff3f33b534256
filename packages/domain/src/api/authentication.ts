import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context, Schema } from "effect"
import { MembersNeedAPerson, MissingScope, StepUpRequired, Unauthenticated, UntrustedOrigin, apiError } from "../errors.js"
import type { DecimalString } from "../decimal.js"
import type { AccountId, ApiKeyId, PersonId, WorkspaceId } from "../ids.js"
import type { KeyEnvironment } from "../resources/apiKey.js"
import type { Role } from "../resources/person.js"
import type { Scope } from "../scopes.js"

/** A signed-in person acting through a console session. */
export interface PersonActor {
  readonly personId: PersonId
  readonly role: Role
  readonly sessionId: string
  /** Until when the person's identity is confirmed (step-up); null when it is not. */
  readonly confirmedUntil: Date | null
  /** When the person last re-entered their password; the window never outlasts it by more than 2 hours. */
  readonly confirmedSince: Date | null
}

export interface Principal {
  readonly workspaceId: WorkspaceId
  /** The key the request was made with; null for a console session. */
  readonly keyId: ApiKeyId | null
  readonly environment: KeyEnvironment
  /** A key's scopes, or those of the person's role. */
  readonly scopes: ReadonlyArray<Scope>
  /** The accounts a narrowed key may see and trade; null: every account of the workspace. */
  readonly accountIds: ReadonlyArray<AccountId> | null
  /** The most volume one opening order (each leg of a multi-account order) may carry; null: no limit. */
  readonly maxVolume: DecimalString | null
  /** The signed-in person; null for a key. */
  readonly person: PersonActor | null
}

export class CurrentPrincipal extends Context.Tag("@svc/domain/CurrentPrincipal")<CurrentPrincipal, Principal>() {}

/**
 * A key (`Authorization: Bearer …`) or a console session (the `svc_session` cookie, `__Host-svc_session` over
 * HTTPS). A key is used when both are sent. Unsafe methods with a session must come from this site.
 */
export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  provides: CurrentPrincipal,
  failure: Schema.Union(
    apiError(Unauthenticated), apiError(MissingScope), apiError(UntrustedOrigin), apiError(MembersNeedAPerson),
    apiError(StepUpRequired)
  ),
  security: { bearer: HttpApiSecurity.bearer }
}) {}
