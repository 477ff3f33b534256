import { Context, Duration } from "effect"

/** Timing of the account actors; tests shorten it, operators may tune it. */
export class RuntimeSettings extends Context.Reference<RuntimeSettings>()("@svc/terminal-runtime/RuntimeSettings", {
  defaultValue: () => ({
    /** `warm_on_demand` accounts cool themselves after this long without orders (spec: 15 minutes). */
    idleWindow: Duration.minutes(15),
    /** A login that takes longer counts as a failed connection. */
    loginTimeout: Duration.seconds(60),
    /** First reconnect delay; doubles up to `reconnectMax`. */
    reconnectBase: Duration.millis(500),
    reconnectMax: Duration.seconds(30),
    /** Failed reconnects in a row before a non-always_on account gives up (`error`); always_on keeps trying. */
    reconnectAttempts: 3,
    /** While online the actor checks the session this often; a failed check means the session misbehaves. */
    healthInterval: Duration.seconds(15),
    healthTimeout: Duration.seconds(5),
    /** Positions, deals and pending orders are read this often while online (spec: about every 15 seconds). */
    syncInterval: Duration.seconds(15),
    /**
     * Claim every send in the store before it leaves, `accepted` orders included (their claim is an extra
     * statement). Off in one process, where the process's own record of started sends is the whole truth; on with
     * several runners, where two may each believe they own the account during a lease handover and a message is
     * delivered again to the new owner after the old one sent it.
     */
    claimSends: false
  })
}) {}
