import { config } from 'zod';

/**
 * zod compiles object schemas with `new Function` when it may, and finds out whether it may by
 * trying: under our Content-Security-Policy (no 'unsafe-eval') that try is a reported violation on
 * every member page. In the browser the schemas only check forms, so the plain (jitless) parser is
 * fast enough; the server keeps the compiled one.
 */
config({ jitless: true });
