import { Errors } from "@svc/domain"
import type { ActorState } from "./ActorState.js"

export const notFound = (id: string) => new Errors.AccountNotFound({ message: `No account ${id}.`, details: [{ accountId: id }] })

export const executingError = (id: string, why: string, orderIds: ReadonlyArray<string> = []) =>
  new Errors.AccountExecuting({
    message: `${why}; this would lose its outcome. Retry once it settles.`,
    details: [{ accountId: id, ...(orderIds.length === 0 ? {} : { orderIds: orderIds.slice(0, 20) }) }]
  })

export const notReady = (state: ActorState, detail: string) =>
  new Errors.AccountNotReady({
    message: `The account is not ready for orders: ${detail}`,
    details: [{ accountId: state.id, state: state.account?.state ?? null }]
  })
