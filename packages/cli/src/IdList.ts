import { FileSystem, Path } from "@effect/platform"
import { Array as Arr, Effect } from "effect"
import { UsageError } from "./Failure.js"
import { Io } from "./Io.js"

/** Ids separated by newlines, commas or spaces; `#` starts a comment. Repeats are sent once. */
export const parseIdList = (text: string): ReadonlyArray<string> =>
  Arr.dedupe(
    text.split("\n").flatMap((lineText) => (lineText.split("#")[0] ?? "").split(/[\s,]+/)).filter((s) => s.length > 0)
  )

/** A file of ids named on the command line (relative to where the command was typed), or `-` for standard input. */
export const readIdFile = (file: string) =>
  Effect.gen(function*() {
    const io = yield* Io
    if (file === "-") return yield* io.readStdin
    const fs = yield* FileSystem.FileSystem
    const path = yield* Path.Path
    const full = path.resolve(io.cwd, file)
    return yield* fs.readFileString(full).pipe(
      Effect.mapError((e) => new UsageError({ message: `cannot read ${full}: ${e.message}` }))
    )
  })
