/** A catalog with the same keys as the English one, every leaf a string. */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> }
