import { createServer } from "node:net"
import type { AddressInfo } from "node:net"

/** A loopback port nothing listens on now: for a process to be started on, or a receiver that is down. */
export const freePort = async (): Promise<number> => {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", resolve)
  })
  const port = (server.address() as AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
