import { Command } from "@effect/cli"
import { Effect } from "effect"
import { apiFor, connection } from "../Client.js"
import { details, emit } from "../Render.js"

const show = Command.make("show", connection, (conn) =>
  Effect.gen(function*() {
    const api = yield* apiFor(conn)
    const workspace = yield* api.workspace.getWorkspace()
    yield* emit(conn.json, workspace, (w) =>
      details([
        ["id", w.id],
        ["name", w.name],
        ["plan", `${w.planName} (${w.plan})`],
        ["plan assigned", w.planAssigned],
        ["trading disabled", w.tradingDisabled]
      ]))
  })).pipe(Command.withDescription("Show the workspace of the API key: its plan and whether trading is switched off."))

export const workspaceCommand = Command.make("workspace").pipe(
  Command.withDescription("The workspace the API key belongs to."),
  Command.withSubcommands([show])
)
