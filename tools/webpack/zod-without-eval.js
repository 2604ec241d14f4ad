/**
 * Runs first in every app's page (create-app-config.cjs puts it before the
 * entry). zod compiles object parsers with `new Function` when it may, and
 * to find out it calls `new Function("")` once per page: under our CSP
 * (script-src without 'unsafe-eval') that is a reported violation on every
 * page load. jitless makes zod parse without compiling, so it never probes;
 * the browser parses a few small answers, where compiling gains nothing.
 * zod keeps this setting on globalThis, shared by every copy of zod.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
