import { Errors, type PersonId, type WorkspaceId } from "@svc/domain"
import type { Principal } from "@svc/domain/api/authentication"
import type { SetUpOwner, SignIn } from "@svc/domain/api/session"
import { Session, StepUp } from "@svc/domain/resources/person"
import { Clock, Effect, type Option, Redacted } from "effect"
import { randomUUID } from "node:crypto"
import { AppConfig } from "../config.js"
import { clientAddressOf } from "../http/clientAddress.js"
import { setResponseHeader } from "../http/responseHeaders.js"
import { MembershipsRepo } from "../members/MembershipsRepo.js"
import { PersonsRepo } from "../members/PersonsRepo.js"
import { clearedCookie, servedOverHttps, sessionCookie, sessionLifetimeMillis } from "./cookie.js"
import { confirmedUntil } from "./confirmation.js"
import { hashPassword, verifyPassword } from "./passwords.js"
import { SessionsRepo, type SessionRow } from "./SessionsRepo.js"
import { SignInAttemptsRepo } from "./SignInAttemptsRepo.js"
import { digestOf, looksLikeToken, newToken } from "./tokens.js"

/** Failed password checks allowed in `attemptWindowMillis`, per email and per client address. */
export const attemptWindowMillis = 15 * 60 * 1000
export const maxFailuresPerEmail = 10
export const maxFailuresPerAddress = 30

/** What sign-in reads of the request: the socket's peer and the headers a trusted proxy sets. */
export interface ClientRequest {
  readonly remoteAddress: Option.Option<string>
  readonly headers: Readonly<Record<string, string | undefined>>
}

// One answer whatever was wrong, so the answer does not tell which addresses have persons.
const wrongCredentials = new Errors.Unauthenticated({ message: "Wrong email or password." })

export const toSession = (row: SessionRow): Session =>
  new Session({
    personId: row.personId,
    email: row.email,
    workspaceId: row.workspaceId,
    role: row.role,
    expiresAt: row.expiresAt,
    confirmedUntil: row.stepUpUntil
  }, true)

/** Console sessions: signing in and out, the cookie, the sign-in rate limit and the step-up window. */
export class Sessions extends Effect.Service<Sessions>()("@svc/api/Sessions", {
  effect: Effect.gen(function*() {
    const repo = yield* SessionsRepo
    const persons = yield* PersonsRepo
    const memberships = yield* MembershipsRepo
    const attempts = yield* SignInAttemptsRepo
    const config = yield* AppConfig
    const https = servedOverHttps(config.publicUrl)

    /** Opens a session for the person in the workspace and hands its token to the browser in the cookie. */
    const open = Effect.fn("Sessions.open")(function*(personId: PersonId, workspaceId: WorkspaceId) {
      const token = newToken()
      const tokenHash = digestOf(token)
      const now = yield* Clock.currentTimeMillis
      yield* repo.insert({ id: randomUUID(), tokenHash, personId, workspaceId, expiresAt: new Date(now + sessionLifetimeMillis) })
      yield* setResponseHeader("set-cookie", sessionCookie(token, https))
      const row = yield* repo.use(tokenHash, sessionLifetimeMillis)
      if (row === undefined) return yield* Effect.dieMessage("a session just opened could not be read back")
      return toSession(row)
    })

    /**
     * Counts a password check of these subjects, or fails with 429 while the email or the address already has too
     * many recent failures. Counted before the check, so concurrent guesses each see the ones before; a check that
     * passes (answers a value, not undefined) gives the attempt back.
     */
    const limited = <A, E, R>(subjects: ReadonlyArray<string>, check: Effect.Effect<A | undefined, E, R>) =>
      Effect.gen(function*() {
        const attemptId = randomUUID()
        const claim = yield* attempts.claim(
          attemptId,
          subjects.map((subject) => ({ subject, max: subject.startsWith("email:") ? maxFailuresPerEmail : maxFailuresPerAddress })),
          attemptWindowMillis
        )
        if (claim._tag === "Limited") {
          yield* setResponseHeader("retry-after", String(claim.retryAfter))
          return yield* new Errors.RateLimited({
            message: "Too many failed sign-in attempts; wait before trying again.",
            details: [{ retryAfterSeconds: claim.retryAfter }]
          })
        }
        // A check cut short (the client gone) keeps its slot: not known right, it counts as a failure.
        const passed = yield* check
        if (passed !== undefined) yield* attempts.release(attemptId)
        return passed
      }).pipe(Effect.withSpan("Sessions.limited"))

    const subjectsOf = (email: string, address: string | undefined) =>
      [`email:${email.toLowerCase()}`, ...(address === undefined ? [] : [`address:${address}`])]

    /** Signs in; the client address is the one believed behind `SVC_TRUSTED_PROXIES` (see clientAddress). */
    const signIn = Effect.fn("Sessions.signIn")(function*(body: typeof SignIn.Type, request: ClientRequest) {
      const subjects = subjectsOf(body.email, clientAddressOf(request, config.trustedProxies))
      const person = yield* persons.findByEmail(body.email)
      // A person who belongs to no workspace cannot sign in: that is a failure like a wrong password.
      const home = yield* limited(subjects, Effect.gen(function*() {
        const ok = yield* verifyPassword(person?.passwordHash ?? null, Redacted.make(body.password))
        if (!ok || person === undefined) return undefined
        const home = yield* memberships.homeOf(person.id)
        return home === undefined ? undefined : { personId: person.id, workspaceId: home.workspaceId }
      }))
      if (home === undefined) return yield* wrongCredentials
      return yield* open(home.personId, home.workspaceId)
    })

    /**
     * The live session a cookie's token names, its expiry moved on (and the cookie sent again when it moved);
     * undefined for any token that names none.
     */
    const authenticate = Effect.fn("Sessions.authenticate")(function*(token: Redacted.Redacted<string>) {
      const value = Redacted.value(token)
      if (!looksLikeToken(value)) return undefined
      const row = yield* repo.use(digestOf(value), sessionLifetimeMillis)
      if (row?.slid === true) yield* setResponseHeader("set-cookie", sessionCookie(value, https))
      return row
    })

    const sessionOf = (principal: Principal) =>
      principal.person === null
        ? Effect.dieMessage("a session endpoint reached without a person")
        : Effect.succeed(principal.person)

    const get = Effect.fn("Sessions.get")(function*(principal: Principal) {
      const person = yield* sessionOf(principal)
      const row = yield* repo.findById(person.sessionId)
      if (row === undefined) return yield* new Errors.Unauthenticated({ message: "The session ended." })
      return toSession(row)
    })

    const signOut = Effect.fn("Sessions.signOut")(function*(principal: Principal) {
      const person = yield* sessionOf(principal)
      yield* repo.end(person.sessionId)
      yield* setResponseHeader("set-cookie", clearedCookie(https))
      return { signedOut: true } as const
    })

    const stepUp = Effect.fn("Sessions.stepUp")(function*(principal: Principal, password: Redacted.Redacted<string>) {
      const actor = yield* sessionOf(principal)
      const person = yield* persons.findById(actor.personId)
      const subjects = subjectsOf(person?.email ?? actor.personId, undefined)
      const ok = yield* limited(subjects, Effect.map(verifyPassword(person?.passwordHash ?? null, password), (v) => v || undefined))
      if (ok === undefined) return yield* new Errors.Unauthenticated({ message: "Wrong password; the session is still signed in." })
      const now = yield* Clock.currentTimeMillis
      const openedAt = new Date(now)
      const until = confirmedUntil(openedAt, now)
      yield* repo.openStepUp(actor.sessionId, openedAt, until)
      return new StepUp({ confirmedUntil: until })
    })

    /** Slides the step-up window of a session after a confirmed action. */
    const slideConfirmation = (sessionId: string, until: Date) => repo.slideStepUp(sessionId, until)

    const setUpOwner = Effect.fn("Sessions.setUpOwner")(function*(body: typeof SetUpOwner.Type) {
      const invalid = new Errors.InvitationInvalid({ message: "This setup link is not valid: it was used, or it expired." })
      if (!looksLikeToken(body.token)) return yield* invalid
      const passwordHash = yield* hashPassword(Redacted.make(body.password))
      const person = yield* persons.useSetupToken(digestOf(body.token), passwordHash)
      if (person === undefined) return yield* invalid
      const home = yield* memberships.homeOf(person.id)
      if (home === undefined) return yield* invalid
      return yield* open(person.id, home.workspaceId)
    })

    return { open, signIn, authenticate, get, signOut, stepUp, slideConfirmation, setUpOwner, https } as const
  }),
  dependencies: [SessionsRepo.Default, PersonsRepo.Default, MembershipsRepo.Default, SignInAttemptsRepo.Default]
}) {}
