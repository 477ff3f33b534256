import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { InvitationInvalid, RateLimited, Unauthenticated } from "../errors.js"
import { DataEnvelope } from "../http/envelope.js"
import { Session, StepUp } from "../resources/person.js"
import { Authentication } from "./authentication.js"
import { strict } from "./common.js"
import { errors } from "./endpointErrors.js"
import { requires } from "./requiredScope.js"

// No whitespace anywhere, so no separate trim rule: " a@b.c" is refused, not silently another address.
export const Email = Schema.String.pipe(
  Schema.maxLength(254),
  Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => "must be an email address" })
).annotations({ identifier: "Email" })

/** 12 to 256 characters: long enough to resist guessing, short enough that hashing it is cheap to bound. */
export const NewPassword = Schema.String.pipe(Schema.minLength(12), Schema.maxLength(256)).annotations({
  identifier: "NewPassword",
  description: "12 to 256 characters"
})
const Password = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(256))

export const SignIn = Schema.Struct({ email: Email, password: Password }).annotations({ identifier: "SignIn", ...strict })
export const Confirm = Schema.Struct({ password: Password }).annotations({ identifier: "StepUpRequest", ...strict })
export const SetUpOwner = Schema.Struct({
  token: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
  password: NewPassword
}).annotations({ identifier: "SetUpOwner", ...strict })

const SessionResponse = DataEnvelope(Session, "SessionResponse")
const cookieNote = "Sets the session cookie: `svc_session` (`__Host-svc_session`, `Secure`, when the service is served " +
  "over HTTPS), httpOnly, SameSite=Lax, holding a random token whose SHA-256 alone is stored. The session lasts 30 " +
  "days from its last use."

export class SessionGroup extends HttpApiGroup.make("session")
  .annotate(OpenApi.Title, "Session")
  .annotate(OpenApi.Description, "Console sessions of people who sign in with an email and a password, and the confirmation window (step-up) for sensitive actions. A session acts with its person's role: the owner and admins hold every scope, a member `accounts:read`, `trading:write` and `webhooks:read`.")
  .add(
    HttpApiEndpoint.get("getSession", "/v1/session")
      .annotate(OpenApi.Summary, "Get the session")
      .annotate(OpenApi.Description, "The signed-in person, their role, and the session's expiry; each use moves the expiry 30 days on.")
      .addSuccess(SessionResponse)
      .annotateContext(requires("person"))
  )
  .add(
    HttpApiEndpoint.del("signOut", "/v1/session")
      .annotate(OpenApi.Summary, "Sign out")
      .annotate(OpenApi.Description, "Ends the session at once and clears its cookie.")
      .addSuccess(DataEnvelope(Schema.Struct({ signedOut: Schema.Literal(true) }), "SignedOutResponse"))
      .annotateContext(requires("person"))
  )
  .add(
    HttpApiEndpoint.post("stepUp", "/v1/session/step-up")
      .annotate(OpenApi.Summary, "Confirm identity (step-up)")
      .annotate(OpenApi.Description, "Re-entering the password opens a confirmation window of 15 minutes, moved on by each confirmed action, closing at the latest 2 hours after it was opened. Attempts count toward the sign-in limit.")
      .setPayload(Confirm)
      .addSuccess(DataEnvelope(StepUp, "StepUpResponse"))
      .pipe(errors(RateLimited))
      .annotateContext(requires("person"))
  )
  .middlewareEndpoints(Authentication)
  .add(
    HttpApiEndpoint.post("signIn", "/v1/session")
      .annotate(OpenApi.Summary, "Sign in")
      .annotate(OpenApi.Description, `${cookieNote} A wrong email or password is the same 401. At most 10 failed attempts per email and 30 per client address in 15 minutes (the client address as believed behind the proxies of \`SVC_TRUSTED_PROXIES\`, read from \`X-Forwarded-For\`); beyond, 429 \`RATE_LIMITED\` with \`retry-after\`. An attempt counts from the moment it arrives until its password is found right, so concurrent guesses cannot pass the limit together. No authentication.`)
      .setPayload(SignIn)
      .addSuccess(DataEnvelope(Session, "SignedInResponse", 201))
      .pipe(errors(Unauthenticated, RateLimited))
  )
  .add(
    HttpApiEndpoint.post("setUpOwner", "/v1/session/setup")
      .annotate(OpenApi.Summary, "Set the first owner's password")
      .annotate(OpenApi.Description, `Uses the one-time setup link printed when the service created the first owner, or the newer one a start with \`SVC_BOOTSTRAP_OWNER_NEW_SETUP_LINK=true\` printed in its place (its token is the part after \`#\`): sets the password and signs in. ${cookieNote} The link works once and for 7 days. No authentication.`)
      .setPayload(SetUpOwner)
      .addSuccess(DataEnvelope(Session, "SetUpResponse", 201))
      .pipe(errors(InvitationInvalid))
  )
{}
