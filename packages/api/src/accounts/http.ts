import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { AccountReconnectedResponse } from "@svc/domain/api/accounts"
import { ReconnectedAccount, type Account } from "@svc/domain/resources/account"
import { Effect, Layer, Schema } from "effect"
import { AccountLifecycle } from "./AccountLifecycle.js"
import { Accounts } from "./Accounts.js"

const encodeReconnectedBody = Schema.encode(AccountReconnectedResponse)
const encodeReconnected = (a: ReconnectedAccount) => encodeReconnectedBody(a).pipe(Effect.orDie)

export const AccountsHttp = HttpApiBuilder.group(Api, "accounts", (handlers) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    const lifecycle = yield* AccountLifecycle
    const workspace = Effect.map(CurrentPrincipal, (p) => p.workspaceId)
    return handlers
      .handle("listAccounts", () => Effect.flatMap(workspace, (w) => accounts.list(w)))
      .handle("connectAccount", ({ payload }) =>
        Effect.flatMap(workspace, (w) => accounts.connect(w, payload)).pipe(
          // The contract's success union would pick the first member (201) for either class: answer 200 here.
          Effect.flatMap((account): Effect.Effect<Account | HttpServerResponse.HttpServerResponse> =>
            account instanceof ReconnectedAccount
              ? Effect.map(encodeReconnected(account), (body) => HttpServerResponse.unsafeJson(body, { status: 200 }))
              : Effect.succeed(account)
          )
        ))
      .handle("getAccount", ({ path }) => Effect.flatMap(workspace, (w) => accounts.get(w, path.id)))
      .handle("deleteAccount", ({ path, urlParams }) =>
        Effect.gen(function*() {
          const w = yield* workspace
          return yield* accounts.remove(w, path.id, urlParams.force === "true", lifecycle.retire(path.id))
        }))
      .handle("prepareAccounts", ({ payload }) => Effect.flatMap(workspace, (w) => lifecycle.prepare(w, payload.accountIds)))
      .handle("warmAccount", ({ path, urlParams }) =>
        Effect.flatMap(workspace, (w) => lifecycle.warm(w, path.id, { operatorResolved: urlParams.operatorResolved === "true" })))
      .handle("accountStatus", ({ path }) => Effect.flatMap(workspace, (w) => lifecycle.status(w, path.id)))
      .handle("coolAccount", ({ path }) => Effect.flatMap(workspace, (w) => lifecycle.cool(w, path.id)))
      .handle("changeMode", ({ path, payload }) => Effect.flatMap(workspace, (w) => lifecycle.changeMode(w, path.id, payload.mode)))
      .handle("disconnectAccount", ({ path }) => Effect.flatMap(workspace, (w) => lifecycle.disconnect(w, path.id)))
      .handle("changePassword", ({ path, payload }) =>
        Effect.flatMap(workspace, (w) => lifecycle.changePassword(w, path.id, payload.password)))
      .handle("changeServer", ({ path, payload }) => Effect.flatMap(workspace, (w) => lifecycle.changeServer(w, path.id, payload.server)))
  }))

/** The accounts group with its services. */
export const AccountsLive = AccountsHttp.pipe(Layer.provide([Accounts.Default, AccountLifecycle.Default]))
