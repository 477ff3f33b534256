import { Effect, Layer } from "effect"
import { TerminalDriver } from "../terminal/TerminalDriver.js"
import { SimBroker } from "./SimBroker.js"

/** The Terminal port served by the simulated broker; the broker stays a layer of its own so tests can reach it. */
export class SimTerminalDriver {
  static readonly layer: Layer.Layer<TerminalDriver, never, SimBroker> = Layer.effect(
    TerminalDriver,
    Effect.map(SimBroker, (sim) => TerminalDriver.of({ connect: sim.connect }))
  )
}
