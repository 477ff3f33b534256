/**
 * Tenant isolation sweep (issue 7). Workspace A owns one of everything (a warmed account traded once, a cold
 * account, orders, a position, an API key, a webhook endpoint and a delivery). For EVERY operation of
 * `/openapi.json` that names something by id, in the path, the query or the body, workspace B asks for A's thing
 * and for a random id: the two answers must be the same 404, word for word once the ids are blanked. Lists read
 * with B's key never show an id of A, and A's things are untouched afterwards. The endpoint list comes from the
 * document, so a new endpoint is swept without touching this file.
 */
import { SqlClient } from "@effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { closeAgent, send, type RawReply } from "./support/http.js"
import { buildHoldings, idsOf, startSink, type Holdings } from "./support/fixtures.js"
import { collectionOf, fetchOpenApi, fillPath, operationsOf, resolve, type OpenApiDocument, type Operation } from "./support/openapi.js"
import { Prng } from "./support/prng.js"
import { makeGenerator, queryParamsOf, type Generator } from "./support/requests.js"
import { addPerson, invitePerson, type Person } from "../support/people.js"
import { client, startTestServer, type TestServer } from "../support/testServer.js"

let server: TestServer
let sink: Awaited<ReturnType<typeof startSink>>
let doc: OpenApiDocument
let operations: ReadonlyArray<Operation>
let a: Holdings
let b: Holdings
let generator: Generator

/** The ids of a workspace's holdings, by the collection name a path parameter sits under. */
/** Invoices come only from the payment processor: the sweep writes one per workspace into the table directly. */
const invoiceOf = new Map<Holdings, string>()

const seedInvoice = async (key: string) => {
  const workspaceId = (await client(server.url, key)("GET", "/v1/workspace")).body.data.id as string
  const id = randomUUID()
  await server.database(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    insert into billing_invoices (id, workspace_id, number, plan, method, provider, provider_invoice_id, status, currency, amount)
    values (${id}, ${workspaceId}, ${`T-${id.slice(0, 8)}`}, 'starter', 'card', 'local', ${id}, 'paid', 'usd', 4900)`))
  return id
}

/** Every id of a workspace's holdings, its seeded invoice included. */
const idsOfWorkspace = (h: Holdings) => idsOf(h, { invoices: [invoiceOf.get(h) ?? ""] })

const allIds = (h: Holdings): Array<string> => Object.values(idsOfWorkspace(h)).flat()

beforeAll(async () => {
  server = await startTestServer({ env: { SVC_WEBHOOK_ALLOW_INSECURE_TARGETS: "true" } })
  sink = await startSink()
  doc = await fetchOpenApi(server.url)
  operations = operationsOf(doc)
  a = await buildHoldings(client(server.url, server.keyA), { login: "720001", sinkUrl: sink.url })
  // B owns things too, so its lists are not trivially empty and the checks below see real rows.
  b = await buildHoldings(client(server.url, server.keyB), { login: "720501", sinkUrl: sink.url })
  invoiceOf.set(a, await seedInvoice(server.keyA))
  invoiceOf.set(b, await seedInvoice(server.keyB))
  generator = makeGenerator(doc, operations, {
    ids: idsOfWorkspace(b), expendableAccounts: [], sinkUrl: sink.url,
    keys: { admin: server.keyB, otherWorkspace: server.keyA, narrow: server.keyB, revoked: server.keyB }
  }, 7, 0)
}, 180_000)

afterAll(async () => {
  closeAgent()
  await sink?.close()
  await server?.stop()
})

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

/** The answer with the request id and every id we sent blanked: what must not differ between A's id and a random one. */
const normalized = (reply: RawReply, sentIds: ReadonlyArray<string>): string => {
  let text = reply.text.replace(/"requestId":"req_\w+"/, "\"requestId\":\"…\"")
  for (const id of sentIds) text = text.split(id).join("<id>")
  return `${reply.status} ${text}`
}

/** An id of a collection that names nothing: a fresh UUID, or digits for a broker position ticket. */
const randomIdFor = (rng: Prng, param: string) => (param === "positionId" ? `9${rng.digits(9, 9)}` : rng.uuid())

/** Body properties that carry ids: `accountId` → accounts, `accountIds` → accounts (items). */
const idBodyFields = (o: Operation): Array<{ readonly name: string; readonly collection: string; readonly array: boolean }> => {
  if (o.body === undefined) return []
  return Object.entries(resolve(doc, o.body).properties ?? {}).flatMap(([name, p]) => {
    const r = resolve(doc, p)
    const item = r.items === undefined ? undefined : resolve(doc, r.items)
    const isUuid = (s: typeof r | undefined) => s !== undefined && (s.format === "uuid" || (s.pattern ?? "").startsWith("^[0-9a-fA-F]{8}"))
    const m = /^(\w+?)Ids?$/.exec(name)
    if (m === null || !(isUuid(r) || (r.type === "array" && (isUuid(item) || name.endsWith("Ids"))))) return []
    return [{ name, collection: `${m[1]}s`, array: r.type === "array" }]
  })
}

interface Probe {
  readonly operation: Operation
  /** Where the ids go: a path parameter, a query parameter or a body field. */
  readonly where: string
  /** The request for these ids, with the `n`th valid body drawn for the operation. */
  readonly build: (ids: Readonly<Record<string, string>>, n: number) => { readonly target: string; readonly body: unknown }
  readonly params: ReadonlyArray<{ readonly name: string; readonly collection: string }>
}

/** Operations for signed-in persons: keys cannot call them; the sweep of persons below asks them with sessions. */
const forPeople = (o: Operation) => /person/.test(String(o.op["x-required-scope" as keyof typeof o.op] ?? ""))

/** One probe per operation that names something by id, wherever the id goes. */
const probesOf = (rng: Prng): Array<Probe> => {
  const probes: Array<Probe> = []
  for (const o of operations.filter((x) => x.authenticated && !forPeople(x))) {
    // Bodies drawn once per operation, so a probe can move to the next when one is refused before the lookup.
    const bodies = Array.from({ length: 40 }, () => {
      const body = generator.validBody(o, rng)
      const obj: Record<string, unknown> = isRecord(body) ? { ...body } : {}
      if ("url" in obj) obj.url = sink.url
      return obj
    })
    const bodyAt = (n: number): Record<string, unknown> => bodies[n % bodies.length] ?? {}
    const idFields = idBodyFields(o)
    const idQuery = queryParamsOf(doc, o).filter(([, s]) => resolve(doc, s).format === "uuid")
    if (o.pathParams.length > 0) {
      probes.push({
        operation: o, where: "path",
        params: o.pathParams.map((p) => ({ name: p.name, collection: collectionOf(o.path, p.name) })),
        build: (ids, n) => ({ target: fillPath(o.path, ids), body: o.body === undefined ? undefined : bodyAt(n) })
      })
    }
    for (const [name] of idQuery) {
      const collection = `${name.replace(/Id$/, "")}s`
      probes.push({
        operation: o, where: `query ${name}`, params: [{ name, collection }],
        build: (ids) => ({ target: `${o.path}?${name}=${encodeURIComponent(ids[name] ?? "")}`, body: undefined })
      })
    }
    for (const f of idFields) {
      probes.push({
        operation: o, where: `body ${f.name}`, params: [{ name: f.name, collection: f.collection }],
        build: (ids, n) => ({ target: o.path, body: { ...bodyAt(n), [f.name]: f.array ? [ids[f.name]] : ids[f.name] } })
      })
    }
  }
  return probes
}

describe("tenant isolation", () => {
  it("every operation naming an id answers another workspace's thing exactly like nothing", async () => {
    const base = new URL(server.url)
    const rng = new Prng(11)
    const probes = probesOf(rng)
    const differences: Array<string> = []
    const notFound: Array<string> = []
    const leaked: Array<string> = []
    let compared = 0
    let key = 0
    const call = async (probe: Probe, ids: Record<string, string>, as: string, n: number) => {
      const { target, body } = probe.build(ids, n)
      return send(base, {
        method: probe.operation.method,
        target,
        headers: {
          authorization: `Bearer ${as}`,
          ...(probe.operation.headerParams.some((h) => h.name === "idempotency-key") ? { "idempotency-key": `iso-${key++}` } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" })
        },
        body: body === undefined ? undefined : Buffer.from(JSON.stringify(body))
      })
    }
    // Both directions: B on A's things, and A on B's.
    // The ids must be live for the 404s to mean anything: the owner's own key finds each one.
    const dead: Array<string> = []
    for (const [owner, asKey, ownerKey, label] of [[a, server.keyB, server.keyA, "B on A"], [b, server.keyA, server.keyB, "A on B"]] as const) {
      const owned = idsOfWorkspace(owner)
      for (const probe of probes) {
        // A body the server refuses before looking anything up (400) would make both answers equal and prove
        // nothing: take the first drawn body that gets past validation on a random id (harmless: it names nothing).
        let n = 0
        for (; n < 40; n++) {
          const ids = Object.fromEntries(probe.params.map((p) => [p.name, randomIdFor(rng, p.name)]))
          if ((await call(probe, ids, asKey, n)).status !== 400) break
        }
        // Every combination would be large; each parameter takes each of the owner's ids in turn instead.
        const rounds = Math.max(...probe.params.map((p) => owned[p.collection]?.length ?? 1))
        for (let round = 0; round < rounds; round++) {
          const theirs: Record<string, string> = {}
          const random: Record<string, string> = {}
          for (const p of probe.params) {
            const pool = owned[p.collection]
            theirs[p.name] = pool?.[round % pool.length] ?? randomIdFor(rng, p.name)
            random[p.name] = randomIdFor(rng, p.name)
          }
          if (probe.operation.method === "GET" && probe.where === "path") {
            const own = await call(probe, theirs, ownerKey, n)
            // Anything but 404 shows the id is found (quotes without symbols are a 400 after the lookup).
            if (own.status === 404) dead.push(`${label}: ${probe.operation.label} ${JSON.stringify(theirs)} → owner gets ${own.status}`)
          }
          const onTheirs = await call(probe, theirs, asKey, n)
          const onRandom = await call(probe, random, asKey, n)
          compared++
          const what = `${label}: ${probe.operation.label} (${probe.where} ${JSON.stringify(theirs)})`
          const x = normalized(onTheirs, Object.values(theirs))
          const y = normalized(onRandom, Object.values(random))
          if (x !== y) differences.push(`${what}\n    theirs: ${x.slice(0, 300)}\n    random: ${y.slice(0, 300)}`)
          // Ids in the path or the query name the thing itself: nothing there is 404. Ids in a body are results
          // per item (prepare: `not_found` each), which the comparison above already holds to "like nothing".
          if (probe.where !== "path" || onTheirs.status === 404) {
            // fine
          } else {
            notFound.push(`${what} → ${onTheirs.status} ${onTheirs.text.slice(0, 200)}`)
          }
          // Beyond what we sent, the answer names none of the owner's things.
          const echoed = new Set(Object.values(theirs))
          for (const id of allIds(owner)) if (!echoed.has(id) && onTheirs.text.includes(id)) leaked.push(`${what} shows ${id}`)
        }
      }
    }
    const operationsSwept = new Set(probes.map((p) => p.operation.label)).size
    console.log([
      `isolation: ${probes.length} probes over ${operationsSwept} operations (${probes.filter((p) => p.where === "path").length} by path, ${probes.filter((p) => p.where !== "path").length} by query or body), ${compared} comparisons in both directions`,
      `  answers differing between another workspace's id and a random one: ${differences.length}`,
      `  path lookups of another workspace's thing not answered 404: ${notFound.length}`,
      `  answers naming the other workspace's things: ${leaked.length}`,
      `  reads of the same ids with the owner's key answered 404: ${dead.length}`
    ].join("\n"))
    if (differences.length + notFound.length + leaked.length > 0) console.log([...differences, ...notFound, ...leaked].slice(0, 20).join("\n"))
    // Every operation with an id in its path was swept (the document has them; a probe list that lost them would pass vacuously).
    expect(operationsSwept).toBeGreaterThanOrEqual(operations.filter((o) => o.pathParams.length > 0 && !forPeople(o)).length)
    expect(dead).toEqual([])
    expect(differences).toEqual([])
    expect(notFound).toEqual([])
    expect(leaked).toEqual([])
  }, 240_000)

  it("lists read with one workspace's key never show the other's ids", async () => {
    const lists = operations.filter((o) => o.authenticated && o.method === "GET" && o.pathParams.length === 0)
    expect(lists.length).toBeGreaterThan(3)
    const problems: Array<string> = []
    for (const [reader, key, other] of [["B", server.keyB, a], ["A", server.keyA, b]] as const) {
      const api = client(server.url, key)
      for (const o of lists) {
        // Also narrowed by the other's account where the list takes an account filter.
        const targets = [o.path, ...queryParamsOf(doc, o).filter(([n]) => n === "accountId").map(([n]) => `${o.path}?${n}=${other.accountId}`)]
        for (const target of targets) {
          const r = await api("GET", target)
          if (r.status >= 500) problems.push(`${reader} ${target}: ${r.status}`)
          for (const id of allIds(other)) {
            // An id we put in the query may be echoed in an error; nothing else of the other's may appear.
            if (r.text.includes(id) && !target.includes(id)) problems.push(`${reader} ${target} shows ${id}`)
          }
          if (target.includes(other.accountId) && r.status === 200 && Array.isArray(r.body?.data) && r.body.data.length > 0) {
            problems.push(`${reader} ${target} lists ${r.body.data.length} rows of the other workspace's account`)
          }
        }
      }
    }
    // The lists do show the reader's own things: the check above is not passing on empty answers.
    const own = await client(server.url, server.keyB)("GET", "/v1/accounts")
    expect(own.body.data.map((x: { id: string }) => x.id)).toContain(b.accountId)
    expect(problems).toEqual([])
  })

  it("persons, sessions and invitations of one workspace are never visible from another", async () => {
    // Each workspace has an owner (confirmed, so the step-up window decides nothing), a member and an open invitation.
    const people = async (key: string) => {
      const owner = await addPerson(server, key, "owner")
      expect((await owner.api("POST", "/v1/session/step-up", { password: owner.password })).status).toBe(200)
      const member = await invitePerson(server, owner, "member")
      const invitation = (await owner.api("POST", "/v1/members/invitations", { email: `open-${Date.now()}-${Math.random()}@example.com`, role: "member" })).body.data
      return { owner, member, invitation: invitation as { id: string; email: string } }
    }
    const pa = await people(server.keyA)
    const pb = await people(server.keyB)
    const secretsOf = (p: { owner: Person; member: Person; invitation: { id: string; email: string } }) =>
      [p.owner.personId, p.owner.email, p.member.personId, p.member.email, p.invitation.id, p.invitation.email]
    const personOps = operations.filter(forPeople)
    expect(personOps.length).toBeGreaterThan(4)
    const idsFor = (p: typeof pa): Record<string, string> => ({ personId: p.member.personId, id: p.invitation.id })
    const problems: Array<string> = []
    let compared = 0
    for (const [asker, owner, label] of [[pa.owner, pb, "A on B"], [pb.owner, pa, "B on A"]] as const) {
      for (const o of personOps.filter((x) => x.pathParams.length > 0)) {
        const theirs = idsFor(owner)
        const random = { personId: crypto.randomUUID(), id: crypto.randomUUID() }
        const body = o.body === undefined ? undefined : { role: "admin" }
        const onTheirs = await asker.api(o.method.toUpperCase(), fillPath(o.path, theirs), body)
        const onRandom = await asker.api(o.method.toUpperCase(), fillPath(o.path, random), body)
        compared++
        const blank = (text: string, ids: Record<string, string>) =>
          Object.values(ids).reduce((t, id) => t.split(id).join("<id>"), text.replace(/"requestId":"req_\w+"/, ""))
        if (onTheirs.status !== 404) problems.push(`${label}: ${o.label} → ${onTheirs.status} ${onTheirs.text.slice(0, 200)}`)
        if (`${onTheirs.status} ${blank(onTheirs.text, theirs)}` !== `${onRandom.status} ${blank(onRandom.text, random)}`) {
          problems.push(`${label}: ${o.label} differs between theirs and a random id`)
        }
      }
      for (const o of personOps.filter((x) => x.method === "get" || x.method === "GET")) {
        if (o.pathParams.length > 0) continue
        const r = await asker.api("GET", o.path)
        for (const s of secretsOf(owner)) if (r.text.includes(s)) problems.push(`${label}: ${o.path} shows ${s}`)
      }
    }
    // Untouched: each owner still sees their member and open invitation.
    for (const p of [pa, pb]) {
      expect((await p.owner.api("GET", "/v1/members")).body.data.map((m: { personId: string }) => m.personId)).toContain(p.member.personId)
      expect((await p.owner.api("GET", "/v1/members/invitations")).body.data.map((i: { id: string }) => i.id)).toContain(p.invitation.id)
    }
    console.log(`isolation (people): ${compared} comparisons over ${personOps.length} operations for people, problems: ${problems.length}`)
    expect(compared).toBeGreaterThan(4)
    expect(problems).toEqual([])
  })

  it("afterwards workspace A's things are all still there and unchanged in use", async () => {
    const api = client(server.url, server.keyA)
    expect((await api("GET", `/v1/accounts/${a.accountId}`)).status).toBe(200)
    expect((await api("GET", `/v1/accounts/${a.coldAccountId}`)).status).toBe(200)
    expect((await api("GET", `/v1/orders/${a.orderId}`)).status).toBe(200)
    expect((await api("GET", `/v1/webhooks/${a.webhookId}`)).body.data).toMatchObject({ id: a.webhookId, enabled: true })
    expect((await api("GET", `/v1/alert-hooks/${a.alertHookId}`)).body.data).toMatchObject({ name: "reliability", accountIds: [a.coldAccountId], enabled: true })
    const key = (await api("GET", `/v1/api-keys/${a.apiKeyId}`)).body.data
    expect(key).toMatchObject({ revokedAt: null, scopes: ["accounts:read"], name: "reliability" })
    // The key still authenticates: B's revoke and rename attempts never reached it.
    expect((await client(server.url, a.apiKey)("GET", "/v1/accounts")).status).toBe(200)
    const pending = (await api("GET", `/v1/orders/${a.pendingOrderId}`)).body.data
    expect(pending.state).toBe("working")
    // The snapshot refreshes about every 15 s; reconcile reads the broker now.
    const positions = (await api("POST", `/v1/accounts/${a.accountId}/reconcile`)).body.data.positions
    expect(positions.map((p: { brokerPositionId: string }) => p.brokerPositionId)).toContain(a.positionId)
  })
})
