/**
 * The fields that are set: a change record where an absent (undefined) field means "keep the stored value", ready
 * to spread over that value or to hand to an update.
 */
export const definedOnly = <T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> }
