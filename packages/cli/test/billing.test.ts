import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { runInProcess, type CliInput } from "./support/cli.js"
import { eventually } from "./support/eventually.js"
import type { TestServer } from "@svc/api/testing/testServer"
import { cliEnv, serverPerFile } from "./support/server.js"

const server = serverPerFile()
// A workspace on Free that can pay: the local card and crypto providers, told by the test what the payer does.
const paying = serverPerFile({ env: { SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_CRYPTO_PROVIDER: "local" } })
// Its own workspace for crypto: a card plan running in the other one refuses a crypto checkout.
const payingInCrypto = serverPerFile({ env: { SVC_BOOTSTRAP_PLAN: "free", SVC_CARD_PROVIDER: "local", SVC_CRYPTO_PROVIDER: "local" } })

const svc = (args: ReadonlyArray<string>) => runInProcess(args, { env: cliEnv(server()) })

describe("billing", () => {
  it("billing plan and billing usage show the plan, allowances and this month's usage", async () => {
    const plan = await svc(["billing", "plan"])
    expect(plan.code, plan.stderr).toBe(0)
    expect(plan.stdout).toMatch(/^plan\s+Enterprise \(enterprise\)$/m)
    expect(JSON.parse((await svc(["billing", "plan", "--json"])).stdout)).toMatchObject({ plan: "enterprise", subscription: null })
    const usage = await svc(["billing", "usage"])
    expect(usage.code, usage.stderr).toBe(0)
    expect(usage.stdout).toMatch(/^orders\s+\d+ of unlimited$/m)
    expect(usage.stdout).toMatch(/^accounts per wave\s+500$/m)
    expect(usage.stdout).toMatch(/^alert hooks\s+\d+ \(\d+ on\), \d+ alerts this period$/m)
    expect(JSON.parse((await svc(["billing", "usage", "--json"])).stdout)).toMatchObject({ allowances: { accountsPerWave: 500 } })
  })

  it("billing invoices list answers an empty list; show of an unknown invoice is the service's 404", async () => {
    const list = await svc(["billing", "invoices", "list"])
    expect(list.code, list.stderr).toBe(0)
    expect(list.stdout.trim()).toBe("No invoices.")
    expect(JSON.parse((await svc(["billing", "invoices", "list", "--json"])).stdout)).toEqual([])
    const missing = await svc(["billing", "invoices", "show", "00000000-0000-4000-8000-000000000000"])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain("error: NOT_FOUND: ")
  })
})

describe("billing changes: the owner's confirmed session", () => {
  /** The CLI without a key: the console session kept in its own file. */
  const signedIn = (at: TestServer = paying()) => {
    const env = { SVC_BASE_URL: at.url, SVC_SESSION_FILE: join(mkdtempSync(join(tmpdir(), "svc-cli-billing-")), "session.json") }
    return (args: ReadonlyArray<string>, input: CliInput = {}) => runInProcess(args, { env, ...input })
  }
  const password = () => `${paying().owner.password}\n`
  const signIn = async (at: TestServer) => {
    const svc = signedIn(at)
    expect((await svc(["login", "--email", at.owner.email, "--password-stdin"], { stdin: password() })).code).toBe(0)
    expect((await svc(["confirm", "--password-stdin"], { stdin: password() })).code).toBe(0)
    return svc
  }

  it("a key gets BILLING_NEEDS_THE_OWNER; the owner unconfirmed gets STEP_UP_REQUIRED with the command that fixes it", async () => {
    const byKey = await runInProcess(["billing", "checkout", "--plan", "starter", "--method", "card"], { env: cliEnv(paying()) })
    expect(byKey.code).toBe(1)
    expect(byKey.stderr).toContain("error: BILLING_NEEDS_THE_OWNER: ")
    const keyCancel = await runInProcess(["billing", "cancel", "--yes"], { env: cliEnv(paying()) })
    expect(keyCancel.code).toBe(1)
    expect(keyCancel.stderr).toContain("BILLING_NEEDS_THE_OWNER")

    const svc = signedIn()
    expect((await svc(["login", "--email", paying().owner.email, "--password-stdin"], { stdin: password() })).code).toBe(0)
    for (const args of [["billing", "checkout", "--plan", "starter", "--method", "card"], ["billing", "resume"], ["billing", "change-plan", "--plan", "scale"]]) {
      const r = await svc(args)
      expect(r.code, args.join(" ")).toBe(1)
      expect(r.stderr).toContain("error: STEP_UP_REQUIRED: ")
      expect(r.stderr).toContain("svc confirm")
    }
    // Reading the plan needs no step-up.
    expect((await svc(["billing", "plan"])).code).toBe(0)
  })

  it("checkout by card, the provider pays, the plan shows it; change-plan; cancel asks first, then resume", async () => {
    const svc = await signIn(paying())

    // Nothing to cancel or change while on Free.
    const nothing = await svc(["billing", "cancel", "--yes"])
    expect(nothing.code).toBe(1)
    expect(nothing.stderr).toContain("error: NOTHING_TO_CANCEL: ")
    expect((await svc(["billing", "checkout", "--plan", "enterprise", "--method", "card"])).stderr).toMatch(/error: (PLAN_NOT_PURCHASABLE|CONTRACT_PLAN): /)
    expect((await svc(["billing", "checkout", "--plan", "starter", "--method", "card", "--coin", "BTC"])).code).toBe(2)

    const checkout = await svc(["billing", "checkout", "--plan", "starter", "--method", "card"])
    expect(checkout.code, checkout.stderr).toBe(0)
    const url = /^pay at\s+(local-card:\/\/checkout\/\S+)$/m.exec(checkout.stdout)?.[1]
    expect(url).toBeDefined()
    // Nothing is believed before the provider confirms.
    expect((await svc(["billing", "plan"])).stdout).toMatch(/^plan\s+Free \(free\)$/m)
    await paying().card((card) => card.pay(url!.replace("local-card://checkout/", "")))
    const plan = await eventually(async () => {
      const r = await svc(["billing", "plan"])
      return /^plan\s+Starter \(starter\)$/m.test(r.stdout) ? r.stdout : undefined
    })
    expect(plan).toMatch(/^paid by\s+card$/m)
    expect(plan).toMatch(/^ends then\s+false$/m)
    const invoices = await svc(["billing", "invoices", "list"])
    expect(invoices.stdout).toMatch(/starter\s+card\s+paid\s+49\.00 USD/)

    const already = await svc(["billing", "change-plan", "--plan", "starter"])
    expect(already.code).toBe(1)
    expect(already.stderr).toContain("error: ALREADY_ON_PLAN: ")
    const changed = await svc(["billing", "change-plan", "--plan", "scale"])
    expect(changed.code, changed.stderr).toBe(0)
    expect(changed.stdout).toMatch(/^plan\s+scale$/m)

    // A script cannot answer the prompt; a person can decline it; --yes cancels at the period's end.
    const noTerminal = await svc(["billing", "cancel"])
    expect(noTerminal.code).toBe(2)
    expect(noTerminal.stderr).toContain("--yes")
    const declined = await svc(["billing", "cancel"], { keys: ["n"] })
    expect(declined.code, declined.stderr).toBe(0)
    expect(JSON.parse((await svc(["billing", "plan", "--json"])).stdout).subscription.cancelAtPeriodEnd).toBe(false)
    const cancelled = await svc(["billing", "cancel", "--yes", "--json"])
    expect(cancelled.code, cancelled.stderr).toBe(0)
    expect(JSON.parse(cancelled.stdout)).toMatchObject({ plan: "scale", cancelAtPeriodEnd: true, status: "active" })
    expect((await svc(["billing", "plan"])).stdout).toMatch(/^ends then\s+true$/m)

    const resumed = await svc(["billing", "resume"])
    expect(resumed.code, resumed.stderr).toBe(0)
    expect(resumed.stdout).toMatch(/^resumed\s+true$/m)
    expect((await svc(["billing", "plan"])).stdout).toMatch(/^ends then\s+false$/m)
    expect(JSON.parse((await svc(["billing", "resume", "--json"])).stdout)).toEqual({ resumed: false })
  })

  it("checkout in crypto prints the invoice's address and the amount due in the coin", async () => {
    const svc = await signIn(payingInCrypto())
    const noCoin = await svc(["billing", "checkout", "--plan", "starter", "--method", "crypto"])
    expect(noCoin.code).toBe(1)
    expect(noCoin.stderr).toContain("error: COIN_NOT_ACCEPTED: ")
    const json = await svc(["billing", "checkout", "--plan", "starter", "--method", "crypto", "--coin", "BTC", "--json"])
    expect(json.code, json.stderr).toBe(0)
    const { checkout, invoice } = JSON.parse(json.stdout)
    expect(checkout).toMatchObject({ plan: "starter", method: "crypto", invoiceId: invoice.id })
    expect(invoice).toMatchObject({ status: "open", method: "crypto", crypto: { coin: "BTC", network: "bitcoin" } })
    const shown = await svc(["billing", "invoices", "show", invoice.id])
    expect(shown.code, shown.stderr).toBe(0)
    const text = await svc(["billing", "checkout", "--plan", "starter", "--method", "crypto", "--coin", "BTC"])
    expect(text.code, text.stderr).toBe(0)
    expect(text.stdout).toMatch(/^address\s+\S+$/m)
    expect(text.stdout).toMatch(/^amount due\s+\d+(\.\d+)? BTC$/m)
    expect(text.stdout).toMatch(/^coin\s+BTC \(bitcoin\)$/m)
  })
})
