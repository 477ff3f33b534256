import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync
} from "node:fs"
import { join } from "node:path"

const SNAPSHOT = "snapshot.json"
const OWNER = "owner.pid"
const journalName = (generation: number) => `journal-${generation}.ndjson`

/** What the folder held: the snapshot's text (if any), its generation, and the journal's complete lines after it. */
export interface StateOnDisk {
  readonly snapshot: string | null
  readonly generation: number
  readonly lines: ReadonlyArray<string>
}

const writeAll = (fd: number, text: string): void => {
  const bytes = Buffer.from(text)
  let at = 0
  while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at)
}

const syncDirectory = (dir: string): void => {
  const fd = openSync(dir, "r")
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/**
 * The state folder's files: `snapshot.json`, replaced whole by write-to-temporary, fsync and rename, and the
 * journal `journal-<generation>.ndjson` continuing it, one line per change. A line is written before the broker's
 * reply goes out, so a killed process loses nothing the operating system was handed; fsync follows in batches
 * (`sync`), and tickets never depend on it (see `TicketCounter`). A line cut short by a crash is dropped on load.
 */
export class StateFiles {
  private journal: number | null = null
  private unsynced = false
  private generation = 0
  journalBytes = 0

  constructor(readonly dir: string) {}

  /**
   * Reads what is there. A last journal line that does not parse (the write a crash cut short) is cut off the file;
   * `generationOf` reads the snapshot's generation; `isComplete` says whether a line parses.
   */
  load(generationOf: (snapshot: string) => number, isComplete: (line: string) => boolean): StateOnDisk {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    this.claim()
    const snapshotPath = join(this.dir, SNAPSHOT)
    const snapshot = existsSync(snapshotPath) ? readFileSync(snapshotPath, "utf8") : null
    const generation = snapshot === null ? 0 : generationOf(snapshot)
    this.generation = generation
    for (const name of readdirSync(this.dir)) {
      if (name.endsWith(".tmp") || (/^journal-\d+\.ndjson$/.test(name) && name !== journalName(generation))) {
        rmSync(join(this.dir, name), { force: true })
      }
    }
    const journalPath = join(this.dir, journalName(generation))
    const text = existsSync(journalPath) ? readFileSync(journalPath, "utf8") : ""
    const lines = text.split("\n")
    let keep = text.length
    const last = lines.at(-1) ?? ""
    if (last !== "") {
      // A line without its newline was cut short by a crash.
      keep -= Buffer.byteLength(last)
      lines.pop()
    } else {
      lines.pop()
    }
    const tail = lines.at(-1)
    if (tail !== undefined && !isComplete(tail)) {
      keep -= Buffer.byteLength(tail) + 1
      lines.pop()
    }
    this.journal = openSync(journalPath, "a", 0o600)
    const bytes = Buffer.byteLength(text)
    if (keep !== bytes) {
      ftruncateSync(this.journal, keep)
      fsyncSync(this.journal)
    }
    this.journalBytes = keep
    syncDirectory(this.dir)
    return { snapshot, generation, lines }
  }

  /** Appends one line; it survives the process being killed at once, and a power loss after the next `sync`. */
  append(line: string): void {
    if (this.journal === null) throw new Error("the simulated broker's journal is not open")
    const text = `${line}\n`
    writeAll(this.journal, text)
    this.journalBytes += Buffer.byteLength(text)
    this.unsynced = true
  }

  /** Appends one line and waits for the disk: for what must survive even a power loss (ticket reservations). */
  appendDurably(line: string): void {
    this.append(line)
    this.sync()
  }

  sync(): void {
    if (this.journal === null || !this.unsynced) return
    fdatasyncSync(this.journal)
    this.unsynced = false
  }

  /**
   * Replaces the snapshot with `render(next generation)` and starts that generation's empty journal. A crash at any
   * step leaves either the old snapshot with its journal, or the new snapshot (whose journal may not exist yet).
   */
  compact(render: (generation: number) => string): void {
    const next = this.generation + 1
    const temporary = join(this.dir, `${SNAPSHOT}.tmp`)
    const fd = openSync(temporary, "w", 0o600)
    try {
      writeAll(fd, render(next))
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temporary, join(this.dir, SNAPSHOT))
    syncDirectory(this.dir)
    const previous = this.journal
    this.journal = openSync(join(this.dir, journalName(next)), "a", 0o600)
    this.journalBytes = 0
    this.unsynced = false
    syncDirectory(this.dir)
    if (previous !== null) closeSync(previous)
    rmSync(join(this.dir, journalName(this.generation)), { force: true })
    this.generation = next
  }

  close(): void {
    if (this.journal === null) return
    this.sync()
    closeSync(this.journal)
    this.journal = null
    if (ownerOf(join(this.dir, OWNER)) === process.pid) rmSync(join(this.dir, OWNER), { force: true })
  }

  /**
   * Two processes writing one folder would tear each other's snapshot and journal (two services started on one
   * SVC_DATA_DIR): the folder names its owner's pid, and a live owner other than this process is refused. An owner
   * that died (a crash, kill -9) leaves a stale file, which is taken over.
   */
  private claim(): void {
    const path = join(this.dir, OWNER)
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(path, "wx", 0o600)
        writeAll(fd, String(process.pid))
        closeSync(fd)
        return
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e
      }
      const owner = ownerOf(path)
      if (owner === process.pid) return
      if (owner !== null && isAlive(owner)) {
        throw new Error(`process ${owner} already keeps a simulated broker in ${this.dir}; stop it first (or, if no such ` +
          `process uses this folder, delete ${path})`)
      }
      unlinkSync(path)
    }
    throw new Error(`could not claim ${this.dir}: another process claimed it at the same moment`)
  }
}

const ownerOf = (path: string): number | null => {
  try {
    const pid = Number(readFileSync(path, "utf8").trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    // EPERM: it exists, under another user.
    return (e as NodeJS.ErrnoException).code === "EPERM"
  }
}
