import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect } from "effect"
import { makeAlertLanes, type Admission, type LaneTicket } from "../src/alertHooks/lanes.js"

const setup = () => {
  let clock = 0
  const lanes = makeAlertLanes({ now: () => clock })
  const one = [{ key: "h:a", accountId: "a" }]
  const ticket = (a: Admission): LaneTicket => {
    if (a._tag !== "Queued") throw new Error(`refused: ${a.reason}`)
    return a.ticket
  }
  /** Runs a queued alert for `ms` from its turn. */
  const run = (t: LaneTicket, ms: number) => {
    lanes.started(t)
    clock += ms
    lanes.finished(t)
    Effect.runSync(Deferred.succeed(t.done, undefined))
  }
  return { lanes, one, ticket, run, tick: (ms: number) => void (clock += ms) }
}

describe("alert lanes", () => {
  it("queue in arrival order: each alert's turn waits for the one ahead on each of its accounts", () => {
    const { lanes, one, ticket } = setup()
    const first = ticket(lanes.admit(one, false, 1_000))
    const second = ticket(lanes.admit(one, false, 1_000))
    const wave = ticket(lanes.admit([...one, { key: "h:b", accountId: "b" }], false, 1_000))
    expect(first.before).toEqual([])
    expect(second.before).toEqual([first.done])
    expect(wave.before).toEqual([second.done])
  })

  it("refuse an alert that would wait longer than allowed, then every later one until the queue has drained", () => {
    const { lanes, one, ticket, run } = setup()
    const head = ticket(lanes.admit(one, false, 1_000))
    const queued = [ticket(lanes.admit(one, false, 1_000))]
    run(head, 300) // the lane now takes 300 ms an alert
    for (let i = 0; i < 3; i++) queued.push(ticket(lanes.admit(one, false, 1_000))) // 1, 2, then 3 ahead × 300 ms ≤ 1 s
    const refused = lanes.admit(one, false, 1_000) // 4 ahead: 1.2 s
    expect(refused._tag).toBe("Refused")
    expect(refused._tag === "Refused" && refused.reason).toContain("4 alerts of this hook were still queued on account a (about 1.2 s of work at 300 ms each")
    run(queued[0]!, 300)
    // Room again by the figures, but the lane sheds until it has drained: no alert runs between refused ones.
    expect(lanes.admit(one, false, 1_000)._tag).toBe("Refused")
    // Alerts accepted before a stop are resumed whatever the queue.
    expect(lanes.admit(one, true, 1_000)._tag).toBe("Queued")
    expect(lanes.size()).toBe(1)
  })

  it("take a lane's first, still running alert as its time per alert (a burst queues before any alert is done)", () => {
    const { lanes, one, ticket, tick } = setup()
    const head = ticket(lanes.admit(one, false, 1_000))
    lanes.started(head)
    tick(600)
    expect(lanes.admit(one, false, 1_000)._tag).toBe("Queued") // 1 ahead × 600 ms
    expect(lanes.admit(one, false, 1_000)._tag).toBe("Refused") // 2 ahead × 600 ms > 1 s
  })

  it("never refuse on a hook without a staleness guard, however long the queue", () => {
    const { lanes, one, ticket, run } = setup()
    const head = ticket(lanes.admit(one, false, null))
    run(head, 5_000)
    for (let i = 0; i < 50; i++) expect(lanes.admit(one, false, null)._tag).toBe("Queued")
  })

  it("forget a drained lane, and admit again once it has", () => {
    const { lanes, one, ticket, run } = setup()
    const a = ticket(lanes.admit(one, false, 1_000))
    run(a, 2_000)
    expect(lanes.size()).toBe(0)
    expect(lanes.admit(one, false, 1_000)._tag).toBe("Queued")
  })
})
