import { Effect, Layer } from "effect"
import { TerminalDriver } from "../terminal/TerminalDriver.js"
import { SimBroker } from "./SimBroker.js"

/** The Terminal port served by the simulated broker. */
export const SimTerminalDriver: Layer.Layer<TerminalDriver, never, SimBroker> = Layer.effect(
  TerminalDriver,
  Effect.map(SimBroker, (sim) => TerminalDriver.of({ connect: sim.connect }))
)

/** Driver and broker together, the broker kept in the output so tests can reach its helpers. */
export const SimTerminalLive: Layer.Layer<TerminalDriver | SimBroker> = SimTerminalDriver.pipe(
  Layer.provideMerge(SimBroker.Default)
)
