// Prints the endpoint → scope table for the README: `pnpm docs:scopes`.
import { scopeTableMarkdown } from "@svc/domain/api/scopeTable"

console.log("| Method | Path | Scope |\n|---|---|---|\n" + scopeTableMarkdown().join("\n"))
