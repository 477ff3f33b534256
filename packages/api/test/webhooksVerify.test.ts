import { describe, expect, it } from "@effect/vitest"
import { computeSignature, parseSignatureHeader, signatureHeaderValue, verifySignature } from "@svc/domain/webhooks/verify"
import { Duration, Effect } from "effect"
import type { LookupAddress } from "node:dns"
import Stripe from "stripe"
import { nextAttemptAfter, retryDelays, signingSecrets } from "../src/webhooks/schedule.js"
import { checkUrl, classifyAddress, safeLookup, TargetRefused } from "../src/webhooks/targets.js"
import { makeNodeTransport } from "../src/webhooks/Transport.js"

const stripe = new Stripe("sk_test_unused")
const secret = "whsec_test_secret_value_0123456789"
const body = JSON.stringify({ id: "0d9d8a5e-6a51-4f0f-9a5b-6d2d0c2f3a11", type: "webhook.test", createdAt: "2026-01-01T00:00:00.000Z", data: { x: "é" } })

describe("verify.ts (the receivers' helper)", () => {
  const t = 1_800_000_000

  it("accepts our own signature and Stripe's verifier accepts it too", () => {
    const header = signatureHeaderValue([secret], t, body)
    expect(header).toBe(`t=${t},v1=${computeSignature(secret, t, body)}`)
    expect(verifySignature({ payload: body, header, secret, now: t })).toEqual({ valid: true, timestamp: t })
    expect(verifySignature({ payload: Buffer.from(body), header, secret, now: t }).valid).toBe(true)
    expect(stripe.webhooks.constructEvent(body, header, secret, 300, undefined, t * 1000).type).toBe("webhook.test")
  })

  it("signs HMAC-SHA256 of `<t>.<raw body>` in lowercase hex", async () => {
    const { createHmac } = await import("node:crypto")
    expect(computeSignature(secret, t, body)).toBe(createHmac("sha256", secret).update(`${t}.${body}`).digest("hex"))
    expect(computeSignature(secret, t, body)).toMatch(/^[0-9a-f]{64}$/)
  })

  it("accepts any of several v1 values and any of several secrets", () => {
    const header = signatureHeaderValue(["whsec_new", "whsec_old"], t, body)
    expect(parseSignatureHeader(header)?.signatures).toHaveLength(2)
    expect(verifySignature({ payload: body, header, secret: "whsec_old", now: t }).valid).toBe(true)
    expect(verifySignature({ payload: body, header, secret: "whsec_new", now: t }).valid).toBe(true)
    expect(verifySignature({ payload: body, header: signatureHeaderValue(["whsec_old"], t, body), secret: ["whsec_new", "whsec_old"], now: t }).valid).toBe(true)
  })

  it("rejects a wrong secret, a changed body, a malformed header", () => {
    const header = signatureHeaderValue([secret], t, body)
    expect(verifySignature({ payload: body, header, secret: "whsec_other", now: t })).toEqual({ valid: false, reason: "no_matching_signature" })
    expect(verifySignature({ payload: body.replace("é", "e"), header, secret, now: t }).valid).toBe(false)
    expect(verifySignature({ payload: body + " ", header, secret, now: t }).valid).toBe(false)
    for (const bad of [undefined, null, "", "t=abc,v1=00", `v1=${computeSignature(secret, t, body)}`, `t=${t}`, `t=${t},v0=${computeSignature(secret, t, body)}`]) {
      expect(verifySignature({ payload: body, header: bad, secret, now: t })).toEqual({ valid: false, reason: "malformed_header" })
    }
  })

  it("rejects timestamps more than 300 s old or ahead", () => {
    const header = signatureHeaderValue([secret], t, body)
    expect(verifySignature({ payload: body, header, secret, now: t + 300 }).valid).toBe(true)
    expect(verifySignature({ payload: body, header, secret, now: t + 301 })).toEqual({ valid: false, reason: "timestamp_too_old" })
    expect(verifySignature({ payload: body, header, secret, now: t - 300 }).valid).toBe(true)
    expect(verifySignature({ payload: body, header, secret, now: t - 301 })).toEqual({ valid: false, reason: "timestamp_in_future" })
    expect(() => stripe.webhooks.constructEvent(body, header, secret, 300, undefined, (t + 301) * 1000)).toThrow()
  })

  it("defaults to the system clock", () => {
    const now = Math.floor(Date.now() / 1000)
    expect(verifySignature({ payload: body, header: signatureHeaderValue([secret], now, body), secret }).valid).toBe(true)
    expect(verifySignature({ payload: body, header: signatureHeaderValue([secret], now - 3600, body), secret }).valid).toBe(false)
  })
})

describe("schedule", () => {
  it("1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h: eight attempts over about 45 hours", () => {
    const minutes = retryDelays.map(Duration.toMinutes)
    expect(minutes).toEqual([1, 5, 30, 120, 360, 720, 1440])
    let at = 0
    const times = [0]
    for (let attempt = 1; ; attempt++) {
      const next = nextAttemptAfter(attempt, at)
      if (next === undefined) break
      times.push(next)
      at = next
    }
    expect(times).toHaveLength(8)
    expect(times[7]! / 3_600_000).toBeCloseTo(44.6, 1)
  })

  it("signs with the previous secret only while the overlap lasts", () => {
    const expiresAt = new Date(1_000)
    expect(signingSecrets("new", { secret: "old", expiresAt }, 999)).toEqual(["new", "old"])
    expect(signingSecrets("new", { secret: "old", expiresAt }, 1_000)).toEqual(["new"])
    expect(signingSecrets("new", undefined, 0)).toEqual(["new"])
  })
})

describe("targets (SSRF)", () => {
  const strict = { allowInsecure: false }
  const dev = { allowInsecure: true }
  const refused = (url: string, policy = strict) => {
    const r = checkUrl(url, policy)
    return r instanceof TargetRefused ? r.message : "accepted"
  }

  it("classifies addresses", () => {
    const cases: Record<string, string> = {
      "10.0.0.1": "internal", "10.255.255.255": "internal", "172.16.0.1": "internal", "192.168.1.1": "internal",
      "127.0.0.1": "loopback", "127.8.9.10": "loopback", "169.254.169.254": "internal", "100.64.0.1": "internal",
      "0.0.0.0": "internal", "224.0.0.1": "internal", "255.255.255.255": "internal", "::1": "loopback",
      "::": "internal", "fc00::1": "internal", "fd00:ec2::254": "internal", "fe80::1": "internal", "ff02::1": "internal",
      "::ffff:10.0.0.1": "internal", "2001:db8::1": "internal", "64:ff9b::a00:1": "internal",
      "8.8.8.8": "public", "93.184.215.14": "public", "172.32.0.1": "public", "2606:4700:4700::1111": "public"
    }
    for (const [address, kind] of Object.entries(cases)) expect(classifyAddress(address), address).toBe(kind)
  })

  it("refuses internal, loopback and link-local targets, localhost names, http and other ports", () => {
    for (const url of [
      "https://10.1.2.3/hook", "https://127.0.0.1/hook", "https://127.1/hook", "https://0x7f000001/hook",
      "https://2130706433/hook", "https://169.254.169.254/latest/meta-data", "https://[::1]/hook",
      "https://[fc00::1]/hook", "https://[fd12:3456::1]/hook", "https://[::ffff:127.0.0.1]/hook",
      "https://localhost/hook", "https://LOCALHOST./hook", "https://api.localhost/hook", "https://printer.local/hook",
      "https://db.internal/hook", "https://intranet/hook"
    ]) expect(refused(url), url).not.toBe("accepted")
    expect(refused("http://example.com/hook")).toContain("SVC_WEBHOOK_ALLOW_INSECURE_TARGETS")
    expect(refused("https://example.com:8443/hook")).toBe("must use port 443, not 8443")
    expect(refused("https://user:pw@example.com/hook")).toBe("must not carry credentials")
    expect(refused("ftp://example.com/")).toMatch(/^must use https:\/\//)
    expect(refused("not a url")).toContain("absolute URL")
  })

  it("accepts HTTPS on 443 to a public host", () => {
    expect(refused("https://example.com/hook")).toBe("accepted")
    expect(refused("https://example.com:443/hook")).toBe("accepted")
    expect(refused("https://93.184.215.14/hook")).toBe("accepted")
    expect(refused("https://[2606:4700:4700::1111]/hook")).toBe("accepted")
  })

  it("the development switch admits http, any port and loopback, still not private ranges", () => {
    expect(refused("http://127.0.0.1:8080/hook", dev)).toBe("accepted")
    expect(refused("http://localhost:3000/hook", dev)).toBe("accepted")
    expect(refused("http://[::1]:3000/hook", dev)).toBe("accepted")
    expect(refused("http://10.0.0.1/hook", dev)).not.toBe("accepted")
    expect(refused("http://169.254.169.254/hook", dev)).not.toBe("accepted")
  })

  it("at send time the lookup refuses names resolving to internal addresses (DNS rebinding)", async () => {
    const lookup = safeLookup(strict)
    const result = await new Promise<{ code: string | undefined; addresses: unknown }>((resolve) =>
      lookup("localhost", { all: true }, (error, addresses) => resolve({ code: (error as NodeJS.ErrnoException | null)?.code, addresses })))
    expect(result.code).toBe("ETARGETREFUSED")
    const allowed = await new Promise<ReadonlyArray<LookupAddress> | string>((resolve, reject) =>
      safeLookup(dev)("localhost", { all: true }, (error, addresses) => error ? reject(error) : resolve(addresses)))
    expect(Array.isArray(allowed) && allowed.length > 0).toBe(true)
  })

  it.scoped("the transport refuses internal targets itself, before connecting", () =>
    Effect.gen(function*() {
      const transport = yield* makeNodeTransport(strict)
      for (const url of ["http://127.0.0.1:9/x", "https://127.0.0.1/x", "https://10.0.0.1/x", "https://localhost/x"]) {
        const result = yield* Effect.flip(transport.send({ url, headers: {}, body: "{}" }))
        expect(result.reason, url).toMatch(/^target refused/)
      }
    }))
})
