import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { client, startTestServer, type Reply, type TestServer } from "./support/testServer.js"

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.stop() })

const SERVER = "SimBroker-Demo"
let nextLogin = 91000
const api = () => client(server.url, server.keyA)
const status = async (id: string) => (await api()("GET", `/v1/accounts/${id}/status`)).body.data
const settled = (s: { state: string }) =>
  !["connecting", "synchronizing", "reconnecting", "cooling", "provisioning", "starting"].includes(s.state)
const waitSettled = async (id: string) => {
  for (let i = 0; i < 400; i++) {
    const s = await status(id)
    if (settled(s)) return s
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`account ${id} never settled`)
}
const warm = (id: string, operatorResolved?: boolean): Promise<Reply> =>
  api()("POST", `/v1/accounts/${id}/warm${operatorResolved === undefined ? "" : `?operatorResolved=${operatorResolved}`}`)

interface Problem {
  readonly code: string
  readonly otherServers: ReadonlyArray<string>
  readonly actions: ReadonlyArray<{ readonly kind: string; readonly server?: string }>
}

/**
 * Each problem code with how the simulated broker produces it and how the person fixes it there: the test
 * brings an account into the problem, fixes the cause, follows one action, and expects the account online.
 */
interface Scenario {
  readonly code: string
  readonly state: string
  /** The password the service is given, and what the broker holds before and after the fix. */
  readonly password: string
  readonly correctPassword: string
  readonly breakIt: (login: string) => Promise<void>
  readonly fixIt: (login: string) => Promise<void>
}

const scenarios: ReadonlyArray<Scenario> = [
  {
    code: "LOGIN_REFUSED",
    state: "invalid_credentials",
    password: "pw-typo",
    correctPassword: "pw-right",
    breakIt: (login) => server.sim((sim) => sim.createAccount({ server: SERVER, login, password: "pw-right" })).then(() => {}),
    fixIt: async () => {}
  },
  {
    code: "NEEDS_2FA",
    state: "needs_2fa",
    password: "pw-good",
    correctPassword: "pw-good",
    breakIt: (login) => server.sim((sim) => sim.setFaults(SERVER, login, { loginFailure: { kind: "needs_2fa" } })),
    fixIt: (login) => server.sim((sim) => sim.clearFaults(SERVER, login))
  },
  {
    code: "NEEDS_CERTIFICATE",
    state: "needs_certificate",
    password: "pw-good",
    correctPassword: "pw-good",
    breakIt: (login) => server.sim((sim) => sim.setFaults(SERVER, login, { loginFailure: { kind: "needs_certificate" } })),
    fixIt: (login) => server.sim((sim) => sim.clearFaults(SERVER, login))
  },
  {
    code: "TRADING_DISABLED",
    state: "trading_disabled",
    password: "pw-good",
    correctPassword: "pw-good",
    breakIt: (login) =>
      server.sim((sim) => sim.createAccount({ server: SERVER, login, password: "pw-good", tradeAllowed: false })).then(() => {}),
    fixIt: (login) => server.sim((sim) => sim.setTradeAllowed(SERVER, login, true))
  },
  {
    code: "CONNECTION_FAILED",
    state: "error",
    password: "pw-good",
    correctPassword: "pw-good",
    breakIt: (login) => server.sim((sim) => sim.setFaults(SERVER, login, { offline: true })),
    fixIt: (login) => server.sim((sim) => sim.clearFaults(SERVER, login))
  }
]

/** A fresh account in the scenario's problem: connected, warmed, settled. */
const inProblem = async (scenario: Scenario) => {
  const login = String(nextLogin++)
  await scenario.breakIt(login)
  const created = await api()("POST", "/v1/accounts", { login, server: SERVER, password: scenario.password })
  expect(created.status, created.text).toBe(201)
  const id = created.body.data.id as string
  expect((await warm(id)).status).toBe(202)
  const s = await waitSettled(id)
  expect(s.state).toBe(scenario.state)
  expect(s.problem.code).toBe(scenario.code)
  return { id, login, problem: s.problem as Problem }
}

/** Does what the action says, as its documentation tells a person to; every call must be accepted. */
const follow = async (id: string, state: string, action: Problem["actions"][number], scenario: Scenario) => {
  switch (action.kind) {
    case "switch_server": {
      const moved = await api()("POST", `/v1/accounts/${id}/server`, { server: action.server })
      expect(moved.status, moved.text).toBe(200)
      const warmed = await warm(id)
      expect(warmed.status, warmed.text).toBe(202)
      return
    }
    case "replace_credentials": {
      const replaced = await api()("POST", `/v1/accounts/${id}/password`, { password: scenario.correctPassword })
      expect(replaced.status, replaced.text).toBe(200)
      const warmed = await warm(id)
      expect(warmed.status, warmed.text).toBe(202)
      return
    }
    case "connect": {
      const needsPerson = ["needs_2fa", "needs_certificate", "trading_disabled"].includes(state)
      const warmed = await warm(id, needsPerson ? true : undefined)
      expect(warmed.status, warmed.text).toBe(202)
      return
    }
    case "contact_support":
      return
    default:
      throw new Error(`an action kind the spec does not have: ${action.kind}`)
  }
}

describe("every action of every problem leads to a call that is accepted", () => {
  for (const scenario of scenarios) {
    it(`${scenario.code}: each action, followed after the fix, brings the account online`, async () => {
      const { problem } = await inProblem(scenario)
      expect(problem.actions.length).toBeGreaterThan(0)
      for (const action of problem.actions) {
        if (action.kind === "contact_support") continue
        // Each action on an account of its own: following one changes the state the next would start from.
        const { id, login, problem: own } = await inProblem(scenario)
        expect(own.actions).toContainEqual(action)
        if (action.kind !== "switch_server") await scenario.fixIt(login)
        await follow(id, scenario.state, action, scenario)
        const after = await waitSettled(id)
        expect({ action: action.kind, state: after.state, problem: after.problem }).toEqual({ action: action.kind, state: "ready", problem: null })
      }
    }, 60_000)
  }
})

describe("states that need a person are never retried without them", () => {
  for (const scenario of scenarios.filter((s) => s.state !== "error")) {
    it(`${scenario.state}: a plain warm and prepare are refused; the answer says what to send`, async () => {
      const { id } = await inProblem(scenario)
      const plain = await warm(id)
      expect(plain.status).toBe(409)
      expect(plain.body.error.code).toBe("NEEDS_OPERATOR")
      expect(plain.body.error.message).toContain(scenario.state === "invalid_credentials" ? `/v1/accounts/${id}/password` : "operatorResolved=true")
      const prepared = await api()("POST", "/v1/accounts/prepare", { accountIds: [id] })
      expect(prepared.body.data).toEqual([{ accountId: id, result: "needs_operator", state: scenario.state }])
      expect((await status(id)).state).toBe(scenario.state)
    }, 30_000)
  }

  it("operatorResolved tries one login: unfixed, the account is back where it was and stays there", async () => {
    const scenario = scenarios.find((s) => s.code === "NEEDS_2FA")!
    const { id } = await inProblem(scenario)
    const confirmed = await warm(id, true)
    expect(confirmed.status, confirmed.text).toBe(202)
    expect(confirmed.body.data).toMatchObject({ alreadyRunning: false })
    const after = await waitSettled(id)
    expect(after).toMatchObject({ state: "needs_2fa", problem: { code: "NEEDS_2FA" } })
    expect((await warm(id)).status).toBe(409)
  }, 30_000)

  it("operatorResolved does not retry a refused password: that is fixed with the password or server", async () => {
    const scenario = scenarios.find((s) => s.code === "LOGIN_REFUSED")!
    const { id } = await inProblem(scenario)
    const refused = await warm(id, true)
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe("NEEDS_OPERATOR")
  }, 30_000)

  it("operatorResolved on an account that needs nobody is an ordinary warm", async () => {
    const created = await api()("POST", "/v1/accounts", { login: String(nextLogin++), server: SERVER, password: "pw-good" })
    const id = created.body.data.id as string
    expect((await warm(id, true)).status).toBe(202)
    expect((await waitSettled(id)).state).toBe("ready")
    expect((await warm(id, true)).body.data).toMatchObject({ alreadyRunning: true })
  }, 30_000)
})
