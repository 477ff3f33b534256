import { Command, Options } from "@effect/cli"
import type { Session } from "@svc/domain/resources/person"
import { Effect, Option, Redacted } from "effect"
import { baseUrlOption, jsonOption, lastSessionCookie, makeApiClient } from "../Client.js"
import { UsageError } from "../Failure.js"
import { note } from "../Io.js"
import { readPassword } from "../PasswordInput.js"
import { details, emit } from "../Render.js"
import { loadSession, removeSession, saveSession } from "../SessionFile.js"

const passwordStdin = Options.boolean("password-stdin").pipe(
  Options.withDescription("Read the password from standard input (for scripts) instead of prompting for it.")
)

export const sessionDetails = (s: Session) =>
  details([
    ["person", s.personId],
    ["email", s.email],
    ["workspace", s.workspaceId],
    ["role", s.role],
    ["expires", s.expiresAt],
    ["confirmed until", s.confirmedUntil]
  ])

/** The stored session's client, or a usage error saying to sign in. */
export const sessionApi = (baseUrl: string) =>
  Effect.flatMap(loadSession(baseUrl), (session) =>
    Option.match(session, {
      onNone: () => Effect.fail(new UsageError({ message: `not signed in to ${baseUrl}: run \`svc login --email …\`` })),
      onSome: (s) => makeApiClient({ baseUrl, cookie: s.cookie })
    }))

const login = Command.make(
  "login",
  {
    baseUrl: baseUrlOption,
    json: jsonOption,
    email: Options.text("email").pipe(Options.withDescription("Your email address.")),
    passwordStdin
  },
  ({ baseUrl, email, json, passwordStdin }) =>
    Effect.gen(function*() {
      const password = yield* readPassword(passwordStdin, "Password")
      const api = yield* makeApiClient({ baseUrl })
      const session = yield* api.session.signIn({ payload: { email, password: Redacted.value(password) } })
      const cookie = yield* lastSessionCookie
      if (Option.isNone(cookie)) return yield* Effect.dieMessage("the service signed in without setting its cookie")
      const path = yield* saveSession({ baseUrl, cookie: cookie.value })
      yield* emit(json, session, sessionDetails)
      yield* note(`Signed in; the session is kept in ${path} (readable by you alone) for 30 days from its last use.`)
    })
).pipe(Command.withDescription("Sign in with your email and password; later commands without an API key use this session."))

const logout = Command.make("logout", { baseUrl: baseUrlOption }, ({ baseUrl }) =>
  Effect.gen(function*() {
    const stored = yield* loadSession(baseUrl)
    if (Option.isSome(stored)) {
      const api = yield* makeApiClient({ baseUrl, cookie: stored.value.cookie })
      // An already ended session is as good as ended: the file goes either way.
      yield* api.session.signOut().pipe(Effect.catchTag("UNAUTHENTICATED", () => Effect.void))
    }
    yield* removeSession
    yield* note(Option.isSome(stored) ? "Signed out." : "Not signed in.")
  })).pipe(Command.withDescription("End the session kept by `svc login` and delete its file."))

const confirm = Command.make("confirm", { baseUrl: baseUrlOption, json: jsonOption, passwordStdin }, ({ baseUrl, json, passwordStdin }) =>
  Effect.gen(function*() {
    const api = yield* sessionApi(baseUrl)
    const password = yield* readPassword(passwordStdin, "Password (to confirm it is you)")
    const opened = yield* api.session.stepUp({ payload: { password: Redacted.value(password) } })
    yield* emit(json, opened, (o) => details([["confirmed until", o.confirmedUntil]]))
  })).pipe(Command.withDescription("Confirm it is you (step-up) for 15 minutes: changing or removing members needs it."))

export const loginCommand = login
export const logoutCommand = logout
export const confirmCommand = confirm
