import type { KeyEnvironment } from "@svc/domain/resources/apiKey"
import { createHash } from "node:crypto"
import { base62 } from "../base62.js"


export interface ParsedKey {
  readonly environment: KeyEnvironment
  readonly publicId: string
  readonly secret: string
}

const shape = /^svc_(live|test)_([0-9A-Za-z]{8,64})_([0-9A-Za-z]{20,128})$/

export const parseKey = (full: string): ParsedKey | undefined => {
  const m = shape.exec(full)
  if (m === null) return undefined
  return { environment: m[1] as KeyEnvironment, publicId: m[2]!, secret: m[3]! }
}

export const generateKey = (environment: KeyEnvironment): ParsedKey & { readonly full: string } => {
  const publicId = base62(16)
  const secret = base62(32)
  return { environment, publicId, secret, full: `svc_${environment}_${publicId}_${secret}` }
}

export const hashSecret = (secret: string): Buffer => createHash("sha256").update(secret, "utf8").digest()

/** What a person sees to recognise a key without it being usable. */
export const hintOf = (key: ParsedKey): string => `svc_${key.environment}_${key.publicId}_…${key.secret.slice(-4)}`
