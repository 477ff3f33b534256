import { Errors } from "@svc/domain"
import { Clock, Effect } from "effect"

/**
 * The step-up window: re-entering the password opens it for 15 minutes; each confirmed action moves its end 15
 * minutes on, never past 2 hours after the password was entered.
 */
export const confirmationSlideMillis = 15 * 60 * 1000
export const confirmationCapMillis = 2 * 60 * 60 * 1000

/** The window's end after a confirmed action (or the password) at `now`. */
export const confirmedUntil = (openedAt: Date, now: number): Date =>
  new Date(Math.min(now + confirmationSlideMillis, openedAt.getTime() + confirmationCapMillis))

export const isConfirmed = (until: Date | null, now: number): boolean => until !== null && until.getTime() > now

export interface Confirmation {
  readonly confirmedUntil: Date | null
  readonly confirmedSince: Date | null
}

/**
 * The guard of actions needing a confirmed identity: 403 `STEP_UP_REQUIRED` unless the window is open at the
 * clock's now; when it is, `slide` records its new end.
 */
export const requireConfirmed = <E, R>(session: Confirmation, slide: (until: Date) => Effect.Effect<void, E, R>) =>
  Effect.gen(function*() {
    const now = yield* Clock.currentTimeMillis
    if (session.confirmedSince === null || !isConfirmed(session.confirmedUntil, now)) {
      return yield* new Errors.StepUpRequired({
        message: "This action needs you to confirm who you are: re-enter your password at POST /v1/session/step-up, then ask again."
      })
    }
    yield* slide(confirmedUntil(session.confirmedSince, now))
  })
