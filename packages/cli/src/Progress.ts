import { Effect, Ref } from "effect"
import { Io } from "./Io.js"

/** Erases the terminal line the cursor is on, so a redraw never leaves the tail of a longer previous text. */
const clearLine = "\r\x1b[2K"

/**
 * A status line that follows something as it changes. On a terminal it is redrawn in place on stderr; in a pipe or
 * a log each distinct text becomes one line, so the record of what happened survives. stdout stays for the answer.
 */
export interface LiveLine {
  readonly update: (text: string) => Effect.Effect<void>
  readonly clear: Effect.Effect<void>
}

export const liveLine: Effect.Effect<LiveLine, never, Io> = Effect.gen(function*() {
  const io = yield* Io
  const last = yield* Ref.make<string | undefined>(undefined)
  if (io.stderrIsTerminal) {
    // A line longer than the screen wraps, and clearing it would then leave its first part behind.
    const fit = (text: string) => (text.length < io.width ? text : `${text.slice(0, Math.max(0, io.width - 2))}…`)
    return {
      update: (text) => Effect.zipRight(Ref.set(last, text), io.stderr(`${clearLine}${fit(text)}`)),
      clear: Effect.flatMap(Ref.get(last), (shown) => (shown === undefined ? Effect.void : io.stderr(clearLine)))
    }
  }
  return {
    update: (text) =>
      Effect.flatMap(Ref.getAndSet(last, text), (previous) => (previous === text ? Effect.void : io.stderr(`${text}\n`))),
    clear: Effect.void
  }
})

/**
 * A bar over a known number of items, advanced from any number of fibers. On a terminal: one redrawn bar with the
 * last item's note; elsewhere: one `[done/total] note` line per item.
 */
export interface ProgressBar {
  readonly advance: (note: string) => Effect.Effect<void>
  readonly finish: Effect.Effect<void>
}

const width = 30

export const progressBar = (total: number, label: string): Effect.Effect<ProgressBar, never, Io> =>
  Effect.gen(function*() {
    const io = yield* Io
    const done = yield* Ref.make(0)
    const draw = (count: number, note: string) => {
      const filled = total === 0 ? width : Math.round((count / total) * width)
      return `${clearLine}${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${count}/${total} ${note}`
    }
    if (io.stderrIsTerminal) yield* io.stderr(draw(0, ""))
    return {
      advance: (note) =>
        Effect.flatMap(Ref.updateAndGet(done, (n) => n + 1), (count) =>
          io.stderrIsTerminal ? io.stderr(draw(count, note)) : io.stderr(`[${count}/${total}] ${note}\n`)),
      finish: io.stderrIsTerminal ? io.stderr("\n") : Effect.void
    }
  })
