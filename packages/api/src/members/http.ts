import { HttpApiBuilder } from "@effect/platform"
import { Api } from "@svc/domain/api/Api"
import { CurrentPrincipal } from "@svc/domain/api/authentication"
import { Effect, Layer } from "effect"
import { Members } from "./Members.js"

const MembersHttp = HttpApiBuilder.group(Api, "members", (handlers) =>
  Effect.gen(function*() {
    const members = yield* Members
    return handlers
      .handle("listMembers", () => Effect.flatMap(CurrentPrincipal, (p) => members.list(p)))
      .handle("changeMemberRole", ({ path, payload }) =>
        Effect.flatMap(CurrentPrincipal, (p) => members.changeRole(p, path.personId, payload.role)))
      .handle("removeMember", ({ path }) => Effect.flatMap(CurrentPrincipal, (p) => members.remove(p, path.personId)))
      .handle("invite", ({ payload }) => Effect.flatMap(CurrentPrincipal, (p) => members.invite(p, payload)))
      .handle("listInvitations", () => Effect.flatMap(CurrentPrincipal, (p) => members.listInvitations(p)))
      .handle("revokeInvitation", ({ path }) => Effect.flatMap(CurrentPrincipal, (p) => members.revoke(p, path.id)))
      .handle("acceptInvitation", ({ payload }) => members.accept(payload))
  }))

export const MembersLive = MembersHttp.pipe(Layer.provide(Members.Default))
