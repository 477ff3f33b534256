import { Args, Command } from "@effect/cli"
import { AccountId } from "@svc/domain/ids"
import type { Deal } from "@svc/domain/resources/deal"
import { Effect } from "effect"
import { apiFor, connection } from "../Client.js"
import { field } from "../Fields.js"
import { argSchema, timeOption } from "../Input.js"
import { emitList } from "../Render.js"
import type { Column } from "../Render.js"

export const dealColumns: ReadonlyArray<Column<Deal>> = [
  ["DEALT AT", (d) => d.dealtAt],
  ["DEAL", (d) => d.brokerDealId],
  ["SYMBOL", (d) => d.symbol],
  ["TYPE", (d) => d.dealType],
  ["ENTRY", (d) => d.entry],
  ["VOLUME", (d) => d.volume],
  ["PRICE", (d) => d.price],
  ["PROFIT", (d) => d.profit],
  ["COMMISSION", (d) => d.commission],
  ["SWAP", (d) => d.swap],
  ["POSITION", (d) => d.brokerPositionId],
  ["ORDER", (d) => d.orderId]
]

const list = Command.make(
  "list",
  {
    ...connection,
    account: Args.text({ name: "account-id" }).pipe(argSchema(AccountId), Args.withDescription("The account (a UUID).")),
    since: timeOption("since", "Deals at or after this time (RFC 3339)."),
    until: timeOption("until", "Deals before this time (RFC 3339).")
  },
  ({ account, since, until, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      const deals = yield* api.accountData.listDeals({ path: { id: account }, urlParams: { ...field("since", since), ...field("until", until) } })
      yield* emitList(conn.json, deals, dealColumns, "No deals.")
    })
).pipe(
  Command.withDescription(
    "An account's deal history in the broker's order, including deals no order of yours caused (stops, swaps, deposits, desktop trades)."
  )
)

export const dealsCommand = Command.make("deals").pipe(
  Command.withDescription("Deal history of an account."),
  Command.withSubcommands([list])
)
