import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { signatureHeaderValue } from "@svc/domain/webhooks/verify"
import { spawn, type ChildProcess } from "node:child_process"
import { join } from "node:path"

/**
 * examples/webhook-receiver.mjs is the code users copy to check our signatures: held here against the service's own
 * signer, for every way a delivery can be right or wrong. (The README walkthrough runs it against real deliveries.)
 */

const root = join(__dirname, "..", "..", "..")
const secret = "whsec_receiver_example_secret_0123456789"
const body = JSON.stringify({ id: "5b0e6c5e-0000-4000-8000-000000000001", type: "order.filled", createdAt: "2026-01-01T00:00:00.000Z", data: {} })

let receiver: ChildProcess
let url: string
beforeAll(async () => {
  receiver = spawn(process.execPath, ["examples/webhook-receiver.mjs"], {
    cwd: root,
    env: { ...process.env, WEBHOOK_SECRET: secret, WEBHOOK_PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"]
  })
  url = await new Promise<string>((resolve, reject) => {
    let out = ""
    receiver.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8")
      const m = /listening on (http:\S+)/.exec(out)
      if (m) resolve(m[1]!)
    })
    receiver.once("exit", (code) => reject(new Error(`the receiver exited (${code})`)))
  })
})
afterAll(() => { receiver?.kill("SIGTERM") })

const now = () => Math.floor(Date.now() / 1000)
const send = async (payload: string, signature?: string, method = "POST") => {
  const res = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(signature === undefined ? {} : { "svc-signature": signature }) },
    ...(method === "POST" ? { body: payload } : {})
  })
  return { status: res.status, text: await res.text() }
}

describe("examples/webhook-receiver.mjs", () => {
  it("accepts a delivery signed as the service signs it, also during a rotation (ours first or second)", async () => {
    expect(await send(body, signatureHeaderValue([secret], now(), body))).toEqual({ status: 200, text: "verified order.filled\n" })
    expect((await send(body, signatureHeaderValue(["whsec_the_new_one", secret], now(), body))).status).toBe(200)
    expect((await send(body, signatureHeaderValue([secret, "whsec_the_old_one"], now(), body))).status).toBe(200)
  })

  it("refuses a changed body, another secret, or a missing or malformed header with 400", async () => {
    const t = now()
    expect(await send(body.replace("order.filled", "order.rejected"), signatureHeaderValue([secret], t, body)))
      .toEqual({ status: 400, text: "refused: signature does not match\n" })
    expect((await send(body, signatureHeaderValue(["whsec_someone_else"], t, body))).text).toBe("refused: signature does not match\n")
    // The signed string is `<t>.<body>`: the same digest under another t does not pass.
    const [, v1] = signatureHeaderValue([secret], t, body).split(",")
    expect((await send(body, `t=${t - 1},${v1}`)).text).toBe("refused: signature does not match\n")
    expect((await send(body)).text).toBe("refused: no svc-signature header\n")
    expect((await send(body, `t=${t}`)).text).toBe("refused: malformed svc-signature header\n")
    expect((await send(body, `t=${t},v1=xyz`)).text).toBe("refused: malformed svc-signature header\n")
    expect((await send(body, "", "GET")).status).toBe(400)
  })

  it("refuses a timestamp more than 300 seconds away either way, and accepts one just inside", async () => {
    expect(await send(body, signatureHeaderValue([secret], now() - 400, body))).toEqual({ status: 400, text: "refused: timestamp outside 300 seconds\n" })
    expect(await send(body, signatureHeaderValue([secret], now() + 400, body))).toEqual({ status: 400, text: "refused: timestamp outside 300 seconds\n" })
    expect((await send(body, signatureHeaderValue([secret], now() - 250, body))).status).toBe(200)
  })

  it("refuses a correctly signed body that is not JSON, and keeps running", async () => {
    expect(await send("not json", signatureHeaderValue([secret], now(), "not json"))).toEqual({ status: 400, text: "refused: body is not JSON\n" })
    expect((await send(body, signatureHeaderValue([secret], now(), body))).status).toBe(200)
  })
})
