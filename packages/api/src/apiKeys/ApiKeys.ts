import { Errors, type AccountId, type ApiKeyId, type DecimalString, type Scope, type WorkspaceId } from "@svc/domain"
import type { Principal } from "@svc/domain/api/authentication"
import type { CreateApiKey, UpdateApiKey } from "@svc/domain/api/apiKeys"
import { CreatedApiKey } from "@svc/domain/resources/apiKey"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { AccountsRepo } from "../accounts/AccountsRepo.js"
import { accountNotFound } from "../accounts/ownership.js"
import { requireConfirmed } from "../session/confirmation.js"
import { Sessions } from "../session/Sessions.js"
import { ApiKeysRepo, type ApiKeyRow, toApiKey } from "./ApiKeysRepo.js"
import { generateKey, hashSecret, hintOf } from "./keyFormat.js"
import { widens } from "./widening.js"

const maxActiveKeys = 50

const keyNotFound = (id: string) => new Errors.NotFound({ message: `No API key ${id} in this workspace.`, details: [{ apiKeyId: id }] })

export class ApiKeys extends Effect.Service<ApiKeys>()("@svc/api/ApiKeys", {
  effect: Effect.gen(function*() {
    const repo = yield* ApiKeysRepo
    const accounts = yield* AccountsRepo
    const sessions = yield* Sessions

    /**
     * The accounts a key is narrowed to, each checked to be the workspace's and within the caller's own narrowing
     * (a caller never hands out more than it holds); undefined when not sent.
     */
    const narrowing = Effect.fn("ApiKeys.narrowing")(function*(
      caller: Principal,
      workspaceId: WorkspaceId,
      ids: ReadonlyArray<AccountId> | null | undefined
    ) {
      if (ids === undefined) return caller.accountIds === null ? undefined : caller.accountIds
      if (ids === null) return caller.accountIds
      const unique = [...new Set(ids)]
      const found = yield* accounts.existing(workspaceId, unique)
      const missing = unique.find((id) => !found.has(id) || (caller.accountIds !== null && !caller.accountIds.includes(id)))
      if (missing !== undefined) return yield* accountNotFound(missing)
      return unique
    })

    const create = Effect.fn("ApiKeys.create")(function*(caller: Principal, body: typeof CreateApiKey.Type) {
      if (body.expiresAt && body.expiresAt.getTime() <= Date.now()) {
        return yield* new Errors.InvalidRequest({
          message: "expiresAt must be in the future.",
          details: [{ field: "expiresAt", message: "must be in the future" }]
        })
      }
      const key = generateKey(body.environment ?? caller.environment)
      const row = yield* repo.insertUnderLimit({
        id: randomUUID() as ApiKeyId,
        workspaceId: caller.workspaceId,
        name: body.name,
        publicId: key.publicId,
        environment: key.environment,
        secretHash: hashSecret(key.secret),
        hint: hintOf(key),
        scopes: [...new Set(body.scopes)] as Array<Scope>,
        accountIds: (yield* narrowing(caller, caller.workspaceId, body.accountIds)) ?? null,
        maxVolume: body.limits?.maxVolume ?? null,
        expiresAt: body.expiresAt ?? null
      }, maxActiveKeys)
      if (row === undefined) {
        return yield* new Errors.KeyLimit({
          message: `This workspace already has ${maxActiveKeys} active keys; revoke one first.`,
          details: [{ limit: maxActiveKeys }]
        })
      }
      return new CreatedApiKey({ ...toApiKey(row), key: key.full })
    })

    const list = Effect.fn("ApiKeys.list")(function*(caller: Principal) {
      return (yield* repo.list(caller.workspaceId)).map(toApiKey)
    })

    const get = Effect.fn("ApiKeys.get")(function*(caller: Principal, id: ApiKeyId) {
      const row = yield* repo.findById(caller.workspaceId, id)
      if (row === undefined) return yield* keyNotFound(id)
      return toApiKey(row)
    })

    /**
     * A console session widening a live key must have confirmed its password (step-up): a stolen session could
     * otherwise turn a harmless key it can read into lasting access. Renaming and narrowing need no confirmation;
     * a key caller is held to its own scopes and reach instead.
     */
    const confirmWidening = Effect.fn("ApiKeys.confirmWidening")(function*(
      caller: Principal,
      existing: ApiKeyRow,
      change: { readonly scopes: ReadonlyArray<Scope> | undefined; readonly accountIds: ReadonlyArray<AccountId> | null | undefined; readonly maxVolume: DecimalString | null | undefined }
    ) {
      const person = caller.person
      if (person === null || existing.revokedAt !== null) return
      const after = {
        scopes: change.scopes ?? existing.scopes,
        accountIds: change.accountIds === undefined ? existing.accountIds : change.accountIds,
        maxVolume: change.maxVolume === undefined ? existing.maxVolume : change.maxVolume
      }
      if (widens(existing, after)) yield* requireConfirmed(person, (until) => sessions.slideConfirmation(person.sessionId, until))
    })

    const update = Effect.fn("ApiKeys.update")(function*(caller: Principal, id: ApiKeyId, body: typeof UpdateApiKey.Type) {
      const accountIds = body.accountIds === undefined ? undefined : (yield* narrowing(caller, caller.workspaceId, body.accountIds)) ?? null
      if (caller.person !== null) {
        const existing = yield* repo.findById(caller.workspaceId, id)
        if (existing === undefined) return yield* keyNotFound(id)
        yield* confirmWidening(caller, existing, { scopes: body.scopes, accountIds, maxVolume: body.limits?.maxVolume })
      }
      const row = yield* repo.update(caller.workspaceId, id, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.scopes === undefined ? {} : { scopes: [...new Set(body.scopes)] }),
        ...(accountIds === undefined ? {} : { accountIds }),
        ...(body.limits === undefined ? {} : { maxVolume: body.limits.maxVolume })
      })
      if (row !== undefined) return toApiKey(row)
      const existing = yield* repo.findById(caller.workspaceId, id)
      if (existing === undefined) return yield* keyNotFound(id)
      return yield* new Errors.KeyRevoked({
        message: "This key is revoked; it cannot be renamed or re-scoped.",
        details: [{ apiKeyId: id }]
      })
    })

    const revoke = Effect.fn("ApiKeys.revoke")(function*(caller: Principal, id: ApiKeyId) {
      const row = yield* repo.revoke(caller.workspaceId, id)
      if (row === undefined) return yield* keyNotFound(id)
      return toApiKey(row)
    })

    return { create, list, get, update, revoke } as const
  }),
  dependencies: [ApiKeysRepo.Default, AccountsRepo.Default, Sessions.Default]
}) {}
