import { Account } from "@svc/domain/resources/account"
import { Effect, Layer, Option, Schema } from "effect"
import { registerEventReader, type EventReader } from "../events/EventReaders.js"
import { AccountsRepo, toAccount } from "./AccountsRepo.js"

const encodeAccount = Schema.encodeSync(Account)

/** `account.state_changed` carries the account as it is when the event is sent (plus `previousState`). */
const readAccount = Effect.map(AccountsRepo, (accounts): EventReader => (event) =>
  Effect.map(accounts.find(event.workspaceId, event.resourceId as Account["id"]), (row) =>
    Option.map(Option.fromNullable(row), (r) => encodeAccount(toAccount(r)) as unknown as Record<string, unknown>)))

/** "Read when sent" for the account events. */
export const AccountEventReadersLive = registerEventReader("account.state_changed", readAccount).pipe(
  Layer.provide(AccountsRepo.Default)
)
