// Loaded ahead of a server under test (node --import): notes when the simulated broker has each order, on the
// machine's monotonic clock (process.hrtime, CLOCK_MONOTONIC, the same in every process), so the bench can take
// "arrival → broker" against the instants it sent at. Nothing in the server's own code knows about it.
import { Exchange } from "@svc/terminal-runtime/sim/Exchange"

const arrivals: Array<bigint> = []
const orderSend = Exchange.prototype.orderSend
Exchange.prototype.orderSend = function(this: Exchange, ...args: Parameters<Exchange["orderSend"]>) {
  arrivals.push(process.hrtime.bigint())
  return orderSend.apply(this, args)
}

// SIGUSR2: the instants noted since the last signal, on one line, and forget them.
process.on("SIGUSR2", () => {
  process.stdout.write(`BROKER_ARRIVALS ${arrivals.join(",")}\n`)
  arrivals.length = 0
})
