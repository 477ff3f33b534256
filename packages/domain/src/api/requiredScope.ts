import { OpenApi } from "@effect/platform"
import { Context } from "effect"
import type { Scope } from "../scopes.js"

/**
 * What an endpoint needs, annotated on the endpoint in the contract. The server's authentication reads it
 * from there, and the OpenAPI description and README table are generated from it: one source of truth.
 * `"authenticated"` means any valid key or session; `"person"` a signed-in person (a key gets 403
 * `MEMBERS_NEED_A_PERSON`); `"confirmed person"` a signed-in person whose identity was confirmed in the last
 * minutes (step-up; otherwise 403 `STEP_UP_REQUIRED`). An authenticated endpoint without the annotation needs
 * `admin` (fail closed).
 */
export type Requirement = Scope | "authenticated" | "person" | "confirmed person"

export class RequiredScope extends Context.Tag("@svc/domain/RequiredScope")<RequiredScope, Requirement>() {}

/**
 * Marks an endpoint that mints lasting access (a key, an invitation, a secret URL, a feed to an address of the
 * caller's choosing): a console session must have confirmed its password (step-up) as well as hold the scope; an
 * API key needs only the scope (it is not a session and has no password to confirm).
 */
export class SessionStepUp extends Context.Tag("@svc/domain/SessionStepUp")<SessionStepUp, true>() {}

const stepUpNote = "A console session must also have confirmed its password in the last 15 minutes (`POST /v1/session/step-up`; " +
  "otherwise 403 `STEP_UP_REQUIRED`): this creates lasting access. An API key needs only the scope."

const notes: Record<string, string> = {
  authenticated: "Any valid API key or console session.",
  person: "Required: `person`, a signed-in person (console session); an API key gets 403 `MEMBERS_NEED_A_PERSON`.",
  "confirmed person": "Required: `confirmed person`, a signed-in person who confirmed their password in the last 15 minutes " +
    "(`POST /v1/session/step-up`); otherwise 403 `STEP_UP_REQUIRED`. An API key gets 403 `MEMBERS_NEED_A_PERSON`."
}

/**
 * Annotations for an endpoint needing `scope` (and, with `sessionStepUp`, a confirmed identity from a session): read
 * by the server, and written into the OpenAPI operation.
 */
export const requires = (scope: Requirement, options?: { readonly sessionStepUp: true }) => {
  const annotations = Context.make(RequiredScope, scope).pipe(
    Context.add(OpenApi.Transform, (operation: Record<string, unknown>) => {
      const scopeNote = notes[scope] ?? `Required scope: \`${scope}\`.`
      const note = options?.sessionStepUp ? `${scopeNote} ${stepUpNote}` : scopeNote
      const description = typeof operation.description === "string" ? `${operation.description}\n\n${note}` : note
      return { ...operation, description, "x-required-scope": scope, ...(options?.sessionStepUp ? { "x-session-step-up": true } : {}) }
    })
  )
  return options?.sessionStepUp ? Context.add(annotations, SessionStepUp, true as const) : annotations
}
