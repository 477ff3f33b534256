import { describe, expect, it } from "@effect/vitest"
import { decodeCursor, encodeCursor } from "../src/db/keysetCursor.js"

const id = "0f8fad5b-d9cb-469f-a165-70867728950e"
const forged = (at: string) => Buffer.from(`${at}|${id}`).toString("base64url")

describe("keyset cursors", () => {
  it("round-trip a microsecond timestamp and an id, and still read millisecond cursors handed out before", () => {
    expect(decodeCursor(encodeCursor("2026-03-01T12:00:00.123456Z", id))).toStrictEqual({ at: "2026-03-01T12:00:00.123456Z", id })
    expect(decodeCursor(forged("2026-03-01T12:00:00.123Z"))).toStrictEqual({ at: "2026-03-01T12:00:00.123Z", id })
    expect(decodeCursor(forged("2024-02-29T23:59:59.999999Z"))).toBeDefined()
    expect(decodeCursor(forged("0001-01-01T00:00:00Z"))).toBeDefined()
  })

  it("refuse anything no list handed out: dates Postgres refuses, odd ids, odd encodings", () => {
    for (const at of [
      "9999-99-99T99:99:99.999999Z", "0000-01-01T00:00:00.000000Z", "2020-02-30T00:00:00.000000Z",
      "2023-02-29T00:00:00.000000Z", "2020-04-31T00:00:00Z", "2020-01-01T24:00:00Z", "2020-01-01T00:60:00Z",
      "2020-01-01T00:00:60Z", "+275760-09-13T00:00:00.000Z", "2020-01-01T00:00:00.1234567Z", "2020-01-01 00:00:00Z",
      "2020-01-01T00:00:00+01:00", "infinity", ""
    ]) expect(decodeCursor(forged(at))).toBeUndefined()
    expect(decodeCursor(Buffer.from(`2020-01-01T00:00:00Z|${"-".repeat(36)}`).toString("base64url"))).toBeUndefined()
    expect(decodeCursor(Buffer.from(`2020-01-01T00:00:00Z|${id}\u0000`).toString("base64url"))).toBeUndefined()
    expect(decodeCursor(`${forged("2020-01-01T00:00:00Z")}!`)).toBeUndefined()
    expect(decodeCursor("")).toBeUndefined()
  })
})
