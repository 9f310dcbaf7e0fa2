/** A port nothing listens on now (scripts/free-port.mjs). */
export function freePort(): Promise<number>;
