import { FiberRef } from "effect"

// Set by the server's outermost middleware; read when encoding any body so every response carries it.
export const CurrentRequestId: FiberRef.FiberRef<string> = FiberRef.unsafeMake("unknown")
