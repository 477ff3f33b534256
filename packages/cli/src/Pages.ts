import { Options } from "@effect/cli"
import type { CursorPage } from "@svc/domain/http/envelope"
import { Effect, Option, Schema } from "effect"
import { optionSchema } from "./Input.js"
import { note } from "./Io.js"

export const cursorOption = Options.text("cursor").pipe(
  Options.optional,
  Options.withDescription("Start at this cursor (printed by the previous page).")
)
export const limitOption = Options.integer("limit").pipe(
  optionSchema(Schema.Int.pipe(Schema.between(1, 200))),
  Options.optional,
  Options.withDescription("Page size, 1 to 200 (default 50).")
)
export const allOption = Options.boolean("all").pipe(
  Options.withDescription("Follow the cursor through every page (for scripts: --all --json prints one array).")
)

/** What a person paging by hand is told when there is a page after the rows shown. */
export const noteNextPage = (next: string | null) =>
  next === null ? Effect.void : note(`More: add --cursor ${next} (or --all for every page)`)

/**
 * Reads one page, or every page with `all`. Answers the rows and the cursor of the page after them, if any, so a
 * person paging by hand is told how to go on.
 */
export const readPages = <A, E, R>(
  first: Option.Option<string>,
  all: boolean,
  page: (cursor: Option.Option<string>) => Effect.Effect<{ readonly data: ReadonlyArray<A>; readonly page: CursorPage }, E, R>
) =>
  Effect.gen(function*() {
    const rows: Array<A> = []
    let cursor = first
    for (;;) {
      const answer = yield* page(cursor)
      rows.push(...answer.data)
      const next = answer.page.hasMore ? answer.page.nextCursor : null
      if (!all || next === null) return { rows, next }
      cursor = Option.some(next)
    }
  })
