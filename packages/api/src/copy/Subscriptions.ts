import { Errors, type CopyStrategyId, type CopySubscriptionId } from "@svc/domain"
import type { Principal } from "@svc/domain/api/authentication"
import {
  settingsIssues, type CreateSubscriptionRequest, type SettingsPatch, type UpdateSubscriptionRequest
} from "@svc/domain/api/copy"
import { transition } from "@svc/domain/copy/subscriptionMachine"
import { defaultSettings, type CopySubscription, type SubscriptionSettings } from "@svc/domain/resources/copy"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { ownedAccount } from "../accounts/ownership.js"
import { Plans } from "../billing/Plans.js"
import { ResumeGuard } from "./ResumeGuard.js"
import { Strategies, strategyArchived } from "./Strategies.js"
import { SubscriptionsRepo } from "./SubscriptionsRepo.js"

const subscriptionNotFound = (id: string) =>
  new Errors.NotFound({ message: `No copy subscription ${id} on this strategy.`, details: [{ subscriptionId: id }] })

/** The settings a create or PATCH sends, laid over `base`: sent fields replace, the rest stay. */
const withSettings = (base: SubscriptionSettings, patch: SettingsPatch): SubscriptionSettings => {
  const merged = { ...base }
  for (const key of Object.keys(defaultSettings) as Array<keyof SubscriptionSettings>) {
    if (patch[key] !== undefined) Object.assign(merged, { [key]: patch[key] })
  }
  return merged
}

const settingsOf = (s: CopySubscription): SubscriptionSettings => withSettings(defaultSettings, s)

const validated = (s: SubscriptionSettings) => {
  const issues = settingsIssues(s)
  return issues.length === 0 ? Effect.succeed(s) : Effect.fail(new Errors.InvalidRequest({
    message: `The request is not valid: ${issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}.`,
    details: issues.map((i) => ({ field: i.path.join("."), message: i.message }))
  }))
}

/** Subscriptions: a follower account copying a strategy, its settings and its status under the machine's rules. */
export class Subscriptions extends Effect.Service<Subscriptions>()("@svc/api/copy/Subscriptions", {
  effect: Effect.gen(function*() {
    const repo = yield* SubscriptionsRepo
    const strategies = yield* Strategies
    const plans = yield* Plans
    const guard = yield* ResumeGuard

    const create = Effect.fn("Subscriptions.create")(function*(principal: Principal, strategyId: CopyStrategyId, body: CreateSubscriptionRequest) {
      const workspaceId = principal.workspaceId
      const strategy = yield* strategies.visible(principal, strategyId)
      if (strategy.status === "archived") return yield* strategyArchived(strategyId)
      yield* plans.requireFeature(workspaceId, "copyTrading")
      yield* ownedAccount(body.accountId, Effect.map(repo.accountExists(workspaceId, body.accountId), (ok) => ok ? true : undefined))
      if (body.accountId === strategy.accountId) {
        return yield* new Errors.InvalidRequest({
          message: "The request is not valid: accountId is the strategy's master; a master cannot follow itself.",
          details: [{ field: "accountId", message: "is the strategy's master" }]
        })
      }
      const { accountId: _, status: asked, ...patch } = body
      const settings = yield* validated(withSettings(defaultSettings, patch))
      const status = asked ?? "active"
      if (status === "active") yield* guard.check(principal, workspaceId, [body.accountId])
      const id = randomUUID() as CopySubscriptionId
      const inserted = yield* repo.insert({ id, strategyId, workspaceId, accountId: body.accountId, status, settings })
      if (inserted === undefined) {
        return yield* new Errors.AlreadyCopied({
          message: `Account ${body.accountId} already follows copy strategy ${strategyId}.`,
          details: [{ accountId: body.accountId, strategyId }]
        })
      }
      return (yield* repo.get(workspaceId, strategyId, id))!
    })

    /** The subscription when its strategy and its follower are within the caller's reach. */
    const visible = Effect.fn("Subscriptions.visible")(function*(principal: Principal, strategyId: CopyStrategyId, id: CopySubscriptionId) {
      const strategy = yield* strategies.visible(principal, strategyId)
      const s = yield* repo.get(principal.workspaceId, strategyId, id)
      if (s === undefined) return yield* subscriptionNotFound(id)
      yield* ownedAccount(s.accountId, Effect.succeed(true)).pipe(Effect.mapError(() => subscriptionNotFound(id)))
      return { strategy, subscription: s }
    })

    const list = Effect.fn("Subscriptions.list")(function*(principal: Principal, strategyId: CopyStrategyId) {
      yield* strategies.visible(principal, strategyId)
      const all = yield* repo.list(principal.workspaceId, strategyId)
      const allowed = principal.accountIds === null ? undefined : new Set<string>(principal.accountIds)
      return allowed === undefined ? all : all.filter((s) => allowed.has(s.accountId))
    })

    const get = Effect.fn("Subscriptions.get")(function*(principal: Principal, strategyId: CopyStrategyId, id: CopySubscriptionId) {
      return (yield* visible(principal, strategyId, id)).subscription
    })

    const update = Effect.fn("Subscriptions.update")(function*(
      principal: Principal,
      strategyId: CopyStrategyId,
      id: CopySubscriptionId,
      body: UpdateSubscriptionRequest
    ) {
      const { strategy, subscription: s } = yield* visible(principal, strategyId, id)
      if (s.status === "stopped" && s.stoppedReason === "removed") {
        return yield* new Errors.SubscriptionRemoved({
          message: `Copy subscription ${id} was removed; subscribe the account again instead.`,
          details: [{ subscriptionId: id }]
        })
      }
      const { status: asked, ...patch } = body
      const settings = yield* validated(withSettings(settingsOf(s), patch))
      let state = { status: s.status, stoppedReason: s.stoppedReason }
      // The service's reason stays while the caller changes only settings; a status the caller sets is their own.
      let closeOnlyReason = s.closeOnlyReason
      if (asked !== undefined) {
        if (strategy.status === "archived" && asked !== "paused") return yield* strategyArchived(strategyId)
        if (asked === "active" && s.status !== "active") yield* guard.check(principal, principal.workspaceId, [s.accountId])
        const next = transition(state, { _tag: "Set", to: asked })
        if (next._tag === "Next") {
          state = next.state
          closeOnlyReason = null
        }
      }
      yield* repo.update(id, { ...state, closeOnlyReason, settings })
      return (yield* repo.get(principal.workspaceId, strategyId, id))!
    })

    const remove = Effect.fn("Subscriptions.remove")(function*(principal: Principal, strategyId: CopyStrategyId, id: CopySubscriptionId) {
      const { subscription: s } = yield* visible(principal, strategyId, id)
      const next = transition(s, { _tag: "Remove" })
      if (next._tag === "Next" && next.state !== s) yield* repo.update(id, { ...next.state, closeOnlyReason: null, settings: settingsOf(s) })
      return (yield* repo.get(principal.workspaceId, strategyId, id))!
    })

    return { create, list, get, visible, update, remove } as const
  }),
  dependencies: [SubscriptionsRepo.Default, Strategies.Default, Plans.Default, ResumeGuard.Default]
}) {}
