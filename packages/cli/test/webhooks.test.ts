import { createServer } from "node:http"
import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runInProcess } from "./support/cli.js"
import { eventually } from "./support/eventually.js"
import { cliEnv, serverPerFile } from "./support/server.js"

// The service's development switch admits a plain-HTTP loopback receiver, so deliveries stay on this machine.
const server = serverPerFile({ env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } })
let receiver: Server
let receiverUrl = ""
const received: Array<string> = []

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk: Buffer) => { body += chunk.toString("utf8") })
    req.on("end", () => {
      received.push(body)
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
})
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve))
})

const svc = (args: ReadonlyArray<string>) => runInProcess(args, { env: cliEnv(server()) })

describe("webhooks", () => {
  it("creates an endpoint, sends a test event and follows its delivery", async () => {
    expect((await svc(["webhooks", "list"])).stdout.trim()).toBe("No webhook endpoints.")

    const created = await svc(["webhooks", "create", "--url", receiverUrl, "--event", "account.state_changed", "--description", "ops desk"])
    expect(created.code, created.stderr).toBe(0)
    const id = /^id\s+(\S+)$/m.exec(created.stdout)?.[1] ?? ""
    expect(created.stdout).toMatch(/^secret\s+whsec_\S+$/m)
    expect(created.stdout).toMatch(/^events\s+account\.state_changed$/m)

    const list = await svc(["webhooks", "list"])
    expect(list.stdout).toMatch(new RegExp(`^${id}\\s+${receiverUrl.replace(/[.]/g, "\\.")}\\s+true\\s+account\\.state_changed\\s+0\\s+ops desk$`, "m"))
    expect(list.stdout).not.toContain("whsec_")

    const test = await svc(["webhooks", "test", id, "--json"])
    expect(test.code, test.stderr).toBe(0)
    const eventId = JSON.parse(test.stdout).eventId as string
    expect(test.stderr).toContain(`svc webhooks delivery ${id} ${eventId}`)

    await eventually(async () => (received.some((body) => body.includes(eventId)) ? true : undefined), 20_000)
    const delivered = await eventually(async () => {
      const r = await svc(["webhooks", "deliveries", id, "--json"])
      const page = JSON.parse(r.stdout) as ReadonlyArray<{ eventId: string; status: string }>
      return page.find((d) => d.eventId === eventId && d.status === "succeeded")
    }, 20_000)
    expect(delivered.status).toBe("succeeded")

    const table = await svc(["webhooks", "deliveries", id])
    expect(table.stdout.split("\n")[0]).toMatch(/^EVENT\s+TYPE\s+STATUS\s+ATTEMPTS\s+LAST HTTP\s+NEXT ATTEMPT\s+CREATED$/)
    expect(table.stdout).toMatch(new RegExp(`^${eventId}\\s+webhook\\.test\\s+succeeded\\s+1\\s+204\\s`, "m"))

    const one = await svc(["webhooks", "delivery", id, eventId])
    expect(one.code).toBe(0)
    expect(one.stdout).toMatch(/^status\s+succeeded$/m)

    const rotated = await svc(["webhooks", "rotate", id])
    expect(rotated.code, rotated.stderr).toBe(0)
    expect(rotated.stdout).toMatch(/^secret\s+whsec_\S+$/m)

    const updated = await svc(["webhooks", "update", id, "--description", "night desk", "--json"])
    expect(JSON.parse(updated.stdout)).toMatchObject({ id, description: "night desk" })
    expect((await svc(["webhooks", "update", id])).code).toBe(2)

    expect((await svc(["webhooks", "delete", id])).code).toBe(2)
    const deleted = await svc(["webhooks", "delete", id, "--yes"])
    expect(deleted.code, deleted.stderr).toBe(0)
    const gone = await svc(["webhooks", "show", id])
    expect(gone.code).toBe(1)
    expect(gone.stderr).toContain("error: NOT_FOUND: ")
  })
})
