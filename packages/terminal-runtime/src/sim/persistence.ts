import type { Exchange, Published } from "./Exchange.js"
import { SimPassword } from "./password.js"
import {
  decodeBatch,
  decodeBooks,
  encodeBatch,
  encodeBooks,
  renderBatch,
  type SavedAccount,
  type SavedBatch,
  type SavedBooks,
  type SavedChange,
  type SavedTickets
} from "./savedRecords.js"
import { StateFiles } from "./stateFiles.js"
import type { SimAccount } from "./state.js"
import type { TicketCounter } from "./tickets.js"

/** Tickets made durable at once; a crash skips what is left of the block. */
const TICKET_BLOCK = 1000

export interface PersistenceOptions {
  readonly dir: string
  /** The journal is folded into a new snapshot once it is this long. */
  readonly compactAfterBytes: number
  /** Start with no accounts; ticket sequences carry on, so no ticket is ever issued twice. */
  readonly reset: boolean
}

/** How much of an account is already saved: the append-only lists by length, the working orders by ticket. */
interface Saved {
  deals: number
  historyOrders: number
  readonly orders: Set<number>
}

/**
 * Keeps the simulated broker's books under a folder across restarts: balances, positions, working orders, order
 * and deal history, ticket sequences. After every broker call, `record` journals what the call changed (found from
 * the trade transactions it queued), so the cost of a trade is one short line, not a rewrite of the books.
 */
export class SimPersistence {
  private readonly files: StateFiles
  private readonly saved = new Map<string, Saved>()
  private readonly counters: ReadonlyArray<readonly [keyof SavedTickets, TicketCounter]>

  private constructor(private readonly exchange: Exchange, private readonly options: PersistenceOptions) {
    this.files = new StateFiles(options.dir)
    const { deal, order, request } = exchange.tickets
    this.counters = [["order", order], ["deal", deal], ["request", request]]
  }

  /** Loads the folder into `exchange` (empty at this point), folds it into a fresh snapshot, reserves tickets. */
  static open(exchange: Exchange, options: PersistenceOptions): SimPersistence {
    const persistence = new SimPersistence(exchange, options)
    persistence.load()
    return persistence
  }

  private load(): void {
    let books: SavedBooks | null = null
    const disk = this.files.load(
      (text) => {
        books = decodeBooks(text)
        return books.generation
      },
      (line) => {
        try {
          decodeBatch(line)
          return true
        } catch {
          return false
        }
      }
    )
    const loaded: SavedBooks | null = books
    if (loaded !== null) this.restore(loaded)
    for (const line of disk.lines) for (const change of decodeBatch(line).changes) this.apply(change)
    this.resumePastRestored()
    if (this.options.reset) this.exchange.clearAccounts()
    for (const account of this.exchange.accounts()) this.markSaved(account)
    this.compact()
    for (const [, counter] of this.counters) counter.extend = () => this.reserveTickets()
    this.reserveTickets()
  }

  private restore(books: SavedBooks): void {
    this.resumeTickets(books.tickets)
    for (const saved of books.accounts) {
      const account = this.accountOf(saved.account)
      for (const p of saved.positions) account.positions.set(p.ticket, { ...p })
      for (const o of saved.orders) account.orders.set(o.ticket, { ...o })
      for (const o of saved.historyOrders) account.historyOrders.push({ ...o })
      for (const d of saved.deals) account.deals.push(d)
    }
  }

  /** Reservations already cover every restored ticket; this holds even for a folder edited or copied by hand. */
  private resumePastRestored(): void {
    let order = 0
    let deal = 0
    for (const account of this.exchange.accounts()) {
      for (const p of account.positions.values()) order = Math.max(order, p.ticket, p.identifier)
      for (const o of account.orders.values()) order = Math.max(order, o.ticket)
      for (const o of account.historyOrders) order = Math.max(order, o.ticket)
      for (const d of account.deals) {
        deal = Math.max(deal, d.ticket)
        if (d.order !== null) order = Math.max(order, d.order)
      }
    }
    this.exchange.tickets.order.resumeAt(order + 1)
    this.exchange.tickets.deal.resumeAt(deal + 1)
  }

  private resumeTickets(tickets: SavedTickets): void {
    for (const [name, counter] of this.counters) counter.resumeAt(tickets[name])
  }

  /** Creates the account from its saved figures, or replaces the figures of one already restored. */
  private accountOf(saved: SavedAccount): SimAccount {
    const existing = this.exchange.account(saved.server, saved.login)
    const { passwordHash, ...figures } = saved
    const account: SimAccount = {
      ...figures,
      password: SimPassword.fromHash(passwordHash),
      positions: existing?.positions ?? new Map(),
      orders: existing?.orders ?? new Map(),
      historyOrders: existing?.historyOrders ?? [],
      deals: existing?.deals ?? []
    }
    this.exchange.restoreAccount(account)
    return account
  }

  private apply(change: SavedChange): void {
    if (change._tag === "Account") {
      this.accountOf(change.account)
      return
    }
    if (change._tag === "Tickets") {
      this.resumeTickets(change.tickets)
      return
    }
    const account = this.exchange.accountByKey(change.key)
    if (account === undefined) throw new Error(`the journal changes an account it never opened (${change._tag})`)
    switch (change._tag) {
      case "PositionSet":
        account.positions.set(change.position.ticket, { ...change.position })
        return
      case "PositionGone":
        account.positions.delete(change.ticket)
        return
      case "OrderSet":
        account.orders.set(change.order.ticket, { ...change.order })
        return
      case "OrderGone":
        account.orders.delete(change.ticket)
        return
      case "HistoryOrderAdded":
        account.historyOrders.push({ ...change.order })
        return
      case "DealAdded":
        account.deals.push(change.deal)
        return
    }
  }

  private markSaved(account: SimAccount): Saved {
    const saved: Saved = {
      deals: account.deals.length,
      historyOrders: account.historyOrders.length,
      orders: new Set(account.orders.keys())
    }
    this.saved.set(account.key, saved)
    return saved
  }

  private savedAccount(account: SimAccount): SavedAccount {
    return {
      key: account.key,
      server: account.server,
      login: account.login,
      environment: account.environment,
      name: account.name,
      passwordHash: account.password.hashed(),
      currency: account.currency,
      leverage: account.leverage,
      marginMode: account.marginMode,
      tradeAllowed: account.tradeAllowed,
      balance: account.balance,
      credit: account.credit,
      successfulLogins: account.successfulLogins
    }
  }

  /** Journals what one broker call changed, given the transactions it queued. */
  record(out: ReadonlyArray<Published>): void {
    if (out.length === 0) return
    const touched = new Map<string, { positions: Set<number>; orders: Set<number> }>()
    for (const { key, transaction } of out) {
      let t = touched.get(key)
      if (t === undefined) touched.set(key, t = { positions: new Set(), orders: new Set() })
      switch (transaction._tag) {
        case "PositionOpened":
        case "PositionUpdated":
        case "PositionClosed":
          t.positions.add(Number(transaction.position.ticket))
          break
        case "OrderPlaced":
        case "OrderUpdated":
        case "HistoryOrderAdded":
          t.orders.add(Number(transaction.order.ticket))
          break
        case "DealAdded":
          break
      }
    }
    const changes: Array<SavedChange> = []
    for (const [key, t] of touched) {
      const account = this.exchange.accountByKey(key)
      if (account !== undefined) this.changesOf(account, t.positions, t.orders, changes)
    }
    this.write(changes)
  }

  /** Journals an account's own figures (a changed password). */
  recordAccount(account: SimAccount): void {
    const changes: Array<SavedChange> = []
    this.changesOf(account, new Set(), new Set(), changes)
    this.write(changes)
  }

  private changesOf(account: SimAccount, positions: Set<number>, orders: Set<number>, changes: Array<SavedChange>): void {
    const key = account.key
    let saved = this.saved.get(key)
    if (saved === undefined) this.saved.set(key, saved = { deals: 0, historyOrders: 0, orders: new Set() })
    changes.push({ _tag: "Account", account: this.savedAccount(account) })
    for (const ticket of positions) {
      const position = account.positions.get(ticket)
      changes.push(position === undefined ? { _tag: "PositionGone", key, ticket } : { _tag: "PositionSet", key, position })
    }
    for (const ticket of orders) {
      const order = account.orders.get(ticket)
      if (order !== undefined) {
        changes.push({ _tag: "OrderSet", key, order })
        saved.orders.add(ticket)
      } else if (saved.orders.delete(ticket)) {
        changes.push({ _tag: "OrderGone", key, ticket })
      }
    }
    for (let i = saved.historyOrders; i < account.historyOrders.length; i++) {
      const order = account.historyOrders[i]
      if (order !== undefined) changes.push({ _tag: "HistoryOrderAdded", key, order })
    }
    saved.historyOrders = account.historyOrders.length
    for (let i = saved.deals; i < account.deals.length; i++) {
      const deal = account.deals[i]
      if (deal !== undefined) changes.push({ _tag: "DealAdded", key, deal })
    }
    saved.deals = account.deals.length
  }

  private write(changes: Array<SavedChange>): void {
    if (changes.length === 0) return
    const batch: SavedBatch = { changes }
    this.files.append(renderBatch(batch))
    if (this.files.journalBytes >= this.options.compactAfterBytes) this.compact()
  }

  /** Makes the next block of every ticket sequence durable before any ticket of it is issued. */
  private reserveTickets(): void {
    const tickets = { order: 0, deal: 0, request: 0 }
    for (const [name, counter] of this.counters) {
      counter.limit = counter.next + TICKET_BLOCK
      tickets[name] = counter.limit
    }
    this.files.appendDurably(encodeBatch({ changes: [{ _tag: "Tickets", tickets }] }))
  }

  /** Flushes the journal to the disk (called every second or so). */
  sync(): void {
    this.files.sync()
  }

  /**
   * Folds everything into a new snapshot. While running, the snapshot keeps the reserved ticket limits (tickets
   * up to them may still be issued without another journal line); on close, the next tickets themselves.
   */
  private compact(exact = false): void {
    const tickets = { order: 0, deal: 0, request: 0 }
    for (const [name, counter] of this.counters) {
      tickets[name] = exact || !Number.isFinite(counter.limit) ? counter.next : counter.limit
    }
    this.files.compact((generation) =>
      encodeBooks({
        version: 1,
        generation,
        tickets,
        accounts: this.exchange.accounts().map((account) => ({
          account: this.savedAccount(account),
          positions: [...account.positions.values()],
          orders: [...account.orders.values()],
          historyOrders: account.historyOrders,
          deals: account.deals
        }))
      })
    )
  }

  close(): void {
    this.compact(true)
    this.files.close()
  }
}
