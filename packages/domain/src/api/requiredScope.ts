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

const notes: Record<string, string> = {
  authenticated: "Any valid API key or console session.",
  person: "Required: `person`, a signed-in person (console session); an API key gets 403 `MEMBERS_NEED_A_PERSON`.",
  "confirmed person": "Required: `confirmed person`, a signed-in person who confirmed their password in the last 15 minutes " +
    "(`POST /v1/session/step-up`); otherwise 403 `STEP_UP_REQUIRED`. An API key gets 403 `MEMBERS_NEED_A_PERSON`."
}

/** Annotations for an endpoint needing `scope`: read by the server, and written into the OpenAPI operation. */
export const requires = (scope: Requirement) =>
  Context.make(RequiredScope, scope).pipe(
    Context.add(OpenApi.Transform, (operation: Record<string, unknown>) => {
      const note = notes[scope] ?? `Required scope: \`${scope}\`.`
      const description = typeof operation.description === "string" ? `${operation.description}\n\n${note}` : note
      return { ...operation, description, "x-required-scope": scope }
    })
  )
