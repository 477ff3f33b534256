import { Context, Effect, Layer } from "effect"
import type { WorkspaceId } from "@svc/domain"

export interface Mail {
  readonly workspaceId: WorkspaceId
  /** Who in the workspace should read it; the mailer finds the address. */
  readonly to: "owner"
  readonly subject: string
  readonly text: string
}

/**
 * Outgoing mail to people of a workspace. The default writes each mail to the log, which is what a self-hosted
 * install without SMTP gets; a real sender fits the same port.
 */
export class Mailer extends Context.Tag("@svc/api/Mailer")<Mailer, {
  readonly send: (mail: Mail) => Effect.Effect<void>
}>() {}

export const MailerLogLive = Layer.succeed(Mailer, {
  send: (mail) =>
    Effect.logWarning(`mail to the ${mail.to} of workspace ${mail.workspaceId}: ${mail.subject}`).pipe(
      Effect.annotateLogs({ mailTo: mail.to, workspaceId: mail.workspaceId, mailText: mail.text })
    )
})
