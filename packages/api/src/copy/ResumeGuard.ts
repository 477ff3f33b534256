import { Errors, type AccountId, type WorkspaceId } from "@svc/domain"
import type { Principal } from "@svc/domain/api/authentication"
import { Effect } from "effect"
import { callerReach } from "../accounts/ownership.js"
import { Plans } from "../billing/Plans.js"
import { requireConfirmed } from "../session/confirmation.js"
import { Sessions } from "../session/Sessions.js"
import { ServerSwitch } from "./ServerSwitch.js"

/**
 * The spec's resume checks, in its order, for a strategy or one subscription going `active`: a person confirms
 * (step-up; a key has no person to confirm, its limits are what it is held to), the plan has copy trading, the
 * caller may open on every follower that would copy, and copy trading is not paused on the server.
 */
export class ResumeGuard extends Effect.Service<ResumeGuard>()("@svc/api/copy/ResumeGuard", {
  effect: Effect.gen(function*() {
    const sessions = yield* Sessions
    const plans = yield* Plans
    const serverSwitch = yield* ServerSwitch

    const check = Effect.fn("ResumeGuard.check")(function*(
      principal: Principal,
      workspaceId: WorkspaceId,
      followers: ReadonlyArray<AccountId>
    ) {
      const person = principal.person
      if (person !== null) yield* requireConfirmed(person, (until) => sessions.slideConfirmation(person.sessionId, until))
      yield* plans.requireFeature(workspaceId, "copyTrading")
      const reach = yield* callerReach
      const barred = followers.find((id) => !reach(id))
      if (barred !== undefined) {
        return yield* new Errors.KeyLimitExceeded({
          message: `This key may not open orders on account ${barred}, which would copy; resume with a key that reaches every follower.`,
          details: [{ accountId: barred }]
        })
      }
      yield* serverSwitch.requireRunning
    })

    return { check } as const
  }),
  dependencies: [Sessions.Default, Plans.Default, ServerSwitch.Default]
}) {}
