#!/usr/bin/env node
// The service ships as TypeScript; tsx's loader runs it in this same process, so a SIGTERM or SIGINT sent to the
// start command reaches the service itself (no package manager or launcher in between that would not forward it).
import { register } from "tsx/esm/api"

register()
await import(new URL("../src/main.ts", import.meta.url).href)
