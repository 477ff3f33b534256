import { type Args, Command } from "@effect/cli"
import { Effect } from "effect"
import { type ApiClient, apiFor, connection } from "./Client.js"
import { type Column, emit, emitList } from "./Render.js"

/**
 * The usual `list`: one call answering every row, printed as a table as wide as the screen (or `empty` when there
 * is none), or as JSON with `--json`.
 */
export const listCommand = <A, E, R>(
  description: string,
  rows: (api: ApiClient) => Effect.Effect<ReadonlyArray<A>, E, R>,
  columns: ReadonlyArray<Column<A>>,
  empty: string
) =>
  Command.make("list", connection, (conn) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      yield* emitList(conn.json, yield* rows(api), columns, empty)
    })).pipe(Command.withDescription(description))

/**
 * A command that makes one call with the id given as its argument and prints the record answered: `show` (`get` in
 * some groups) and the actions that answer the record they changed (enable, disable, archive…). `human` prints it
 * for a person, `--json` as JSON.
 */
export const byIdCommand = <Id, A, E, R>(
  name: string,
  id: Args.Args<Id>,
  description: string,
  record: (api: ApiClient, id: Id) => Effect.Effect<A, E, R>,
  human: (record: A) => string
) =>
  Command.make(name, { ...connection, id }, ({ id, ...conn }) =>
    Effect.gen(function*() {
      const api = yield* apiFor(conn)
      yield* emit(conn.json, yield* record(api, id), human)
    })).pipe(Command.withDescription(description))
