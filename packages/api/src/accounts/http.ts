import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect } from "effect"
import { Accounts } from "./Accounts.js"

export const AccountsHttp = HttpApiBuilder.group(Api, "accounts", (handlers) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    return handlers
      .handle("listAccounts", () =>
        Effect.flatMap(CurrentPrincipal, (p) => accounts.list(p.workspaceId)))
      .handle("connectAccount", ({ payload }) =>
        Effect.flatMap(CurrentPrincipal, (p) => accounts.connect(p.workspaceId, payload)))
      .handle("getAccount", ({ path }) =>
        Effect.flatMap(CurrentPrincipal, (p) => accounts.get(p.workspaceId, path.id)))
      .handle("deleteAccount", ({ path, urlParams }) =>
        Effect.flatMap(CurrentPrincipal, (p) => accounts.remove(p.workspaceId, path.id, urlParams.force === "true")))
  }))
