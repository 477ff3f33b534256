#!/usr/bin/env node
// The CLI ships as TypeScript; tsx's loader runs it in this same process, so argv, stdin, the terminal and the
// exit code are the process's own (no child to forward signals to).
import { register } from "tsx/esm/api"

register()
await import(new URL("../src/main.ts", import.meta.url).href)
