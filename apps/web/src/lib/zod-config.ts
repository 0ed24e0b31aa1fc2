import { config } from 'zod/v4/core';

/**
 * Zod compiles fast object parsers with `new Function`, which the app's content security policy
 * (`script-src 'self'`, no 'unsafe-eval') forbids; even zod's probe for it is reported as a
 * violation. Imported first by main.tsx, before any schema (the domain's included) is created.
 */
config({ jitless: true });
