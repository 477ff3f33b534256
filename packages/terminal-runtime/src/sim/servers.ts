import type { Environment } from "../terminal/enums.js"
import { similarity } from "./similarity.js"

export interface SimServer {
  readonly name: string
  readonly environment: Environment
}

export const SIM_COMPANY = "SimBroker Ltd."

export const SIM_SERVERS: ReadonlyArray<SimServer> = [
  { name: "SimBroker-Demo", environment: "demo" },
  { name: "SimBroker-Live", environment: "live" },
  { name: "SimBroker-Contest", environment: "contest" }
]

/**
 * The broker's server names, most likely first: servers where this login already exists, then by similarity to the
 * name the caller gave (a typo of "SimBroker-Demo" ranks it first). Ties keep the broker's own order.
 */
export const rankServers = (
  given: string,
  servers: ReadonlyArray<string>,
  knownFor: (server: string) => boolean
): Array<string> =>
  servers
    .map((name, index) => ({ name, index, known: knownFor(name), score: similarity(given, name) }))
    .sort((a, b) => Number(b.known) - Number(a.known) || b.score - a.score || a.index - b.index)
    .map((s) => s.name)
