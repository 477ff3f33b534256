import { Effect, Option } from "effect"
import { ORDER_FILLING, type OrderFilling, SYMBOL_FILLING } from "../terminal/enums.js"
import type { TerminalSession } from "../terminal/TerminalSession.js"

/** A symbol's filling modes are the broker's settings: read once per terminal session, not on every order. */
export type FillingModes = WeakMap<TerminalSession, Map<string, OrderFilling>>

export const makeFillingModes = (): FillingModes => new WeakMap()

/** The filling mode the symbol accepts (sending one it lacks is 10030). */
const fillingFor = (mask: number): OrderFilling =>
  (mask & SYMBOL_FILLING.FOK) !== 0 ? ORDER_FILLING.FOK : (mask & SYMBOL_FILLING.IOC) !== 0 ? ORDER_FILLING.IOC : ORDER_FILLING.RETURN

/** The filling mode to send for `symbol`, from the session's cache or asked of the terminal once. */
export const fillingMode = (modes: FillingModes, terminal: TerminalSession, symbol: string): Effect.Effect<OrderFilling> => {
  let known = modes.get(terminal)
  if (known === undefined) {
    known = new Map()
    modes.set(terminal, known)
  }
  const cached = known.get(symbol)
  if (cached !== undefined) return Effect.succeed(cached)
  const remembered = known
  return terminal.symbolInfo(symbol).pipe(
    Effect.map(Option.match({ onNone: () => undefined, onSome: (s) => fillingFor(s.fillingMode) })),
    Effect.orElseSucceed(() => undefined),
    // Only a symbol the terminal described is remembered; an unknown one is asked again next time.
    Effect.map((mode) => {
      if (mode === undefined) return ORDER_FILLING.RETURN
      remembered.set(symbol, mode)
      return mode
    })
  )
}
