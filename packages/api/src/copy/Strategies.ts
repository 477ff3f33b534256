import { Errors, type CopyStrategyId } from "@svc/domain"
import type { Principal } from "@svc/domain/api/authentication"
import type { CreateStrategyRequest, UpdateStrategyRequest } from "@svc/domain/api/copy"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { ownedAccount } from "../accounts/ownership.js"
import { Plans } from "../billing/Plans.js"
import { ResumeGuard } from "./ResumeGuard.js"
import { StrategiesRepo } from "./StrategiesRepo.js"
import { SubscriptionsRepo } from "./SubscriptionsRepo.js"
import { callerReach } from "../accounts/ownership.js"

export const strategyNotFound = (id: string) =>
  new Errors.NotFound({ message: `No copy strategy ${id} in this workspace.`, details: [{ strategyId: id }] })

export const strategyArchived = (id: string) =>
  new Errors.StrategyArchived({ message: `Copy strategy ${id} is archived; it can no longer change.`, details: [{ strategyId: id }] })

/** Strategies: a master account watched, paused and resumed under the spec's checks, archived once nothing copies it. */
export class Strategies extends Effect.Service<Strategies>()("@svc/api/copy/Strategies", {
  effect: Effect.gen(function*() {
    const repo = yield* StrategiesRepo
    const subscriptions = yield* SubscriptionsRepo
    const plans = yield* Plans
    const guard = yield* ResumeGuard

    /** The strategy when its master is within the caller's reach: a narrowed key sees no other master's strategy. */
    const visible = Effect.fn("Strategies.visible")(function*(principal: Principal, id: CopyStrategyId) {
      const s = yield* repo.get(principal.workspaceId, id)
      if (s === undefined) return yield* strategyNotFound(id)
      yield* ownedAccount(s.accountId, Effect.succeed(true)).pipe(Effect.mapError(() => strategyNotFound(id)))
      return s
    })

    const create = Effect.fn("Strategies.create")(function*(principal: Principal, body: CreateStrategyRequest) {
      const workspaceId = principal.workspaceId
      yield* plans.requireFeature(workspaceId, "copyTrading")
      const mode = yield* ownedAccount(body.accountId, repo.accountMode(workspaceId, body.accountId))
      const id = randomUUID() as CopyStrategyId
      const inserted = yield* repo.insert({
        id, workspaceId, accountId: body.accountId, name: body.name, status: "paused", masterAlwaysOn: mode === "always_on"
      })
      if (inserted === undefined) {
        return yield* new Errors.AlreadyCopied({
          message: `Account ${body.accountId} is already the master of a copy strategy; archive that one first.`,
          details: [{ accountId: body.accountId }]
        })
      }
      return (yield* repo.get(workspaceId, id))!
    })

    const list = Effect.fn("Strategies.list")(function*(principal: Principal) {
      const all = yield* repo.list(principal.workspaceId)
      const allowed = principal.accountIds === null ? undefined : new Set<string>(principal.accountIds)
      return allowed === undefined ? all : all.filter((s) => allowed.has(s.accountId))
    })

    const update = Effect.fn("Strategies.update")(function*(principal: Principal, id: CopyStrategyId, body: UpdateStrategyRequest) {
      const s = yield* visible(principal, id)
      if (s.status === "archived") return yield* strategyArchived(id)
      if (body.status === "active") {
        yield* guard.check(principal, principal.workspaceId, yield* subscriptions.activeFollowers(id))
      }
      // A resume takes the master's mode as it is now: `masterAlwaysOn` says whether it changed since.
      const masterAlwaysOn = body.status === "active"
        ? (yield* repo.accountMode(principal.workspaceId, s.accountId)) === "always_on"
        : undefined
      yield* repo.update(principal.workspaceId, id, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.status === undefined ? {} : { status: body.status }),
        ...(masterAlwaysOn === undefined ? {} : { masterAlwaysOn })
      })
      return (yield* repo.get(principal.workspaceId, id))!
    })

    const archive = Effect.fn("Strategies.archive")(function*(principal: Principal, id: CopyStrategyId) {
      const s = yield* visible(principal, id)
      if (s.status === "archived") return s
      const archived = yield* repo.archive(principal.workspaceId, id)
      if (!archived) {
        const copying = (yield* subscriptions.list(principal.workspaceId, id))
          .filter((c) => c.status === "active" || c.status === "close_only")
        // A key narrowed to some accounts learns how many copy, but only the followers it may see.
        const reach = yield* callerReach
        return yield* new Errors.StrategyHasFollowers({
          message: `Copy strategy ${id} is still copied by ${copying.length} subscription(s); pause or remove them first.`,
          details: copying.filter((c) => reach(c.accountId)).map((c) => ({ subscriptionId: c.id, accountId: c.accountId, status: c.status }))
        })
      }
      return (yield* repo.get(principal.workspaceId, id))!
    })

    return { visible, create, list, update, archive } as const
  }),
  dependencies: [StrategiesRepo.Default, SubscriptionsRepo.Default, Plans.Default, ResumeGuard.Default]
}) {}
