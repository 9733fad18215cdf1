import { config } from 'zod/v4/core';

// The app's Content-Security-Policy forbids eval (script-src 'self'): zod would probe for it, with a
// violation report, before it compiles a schema's parser; it parses without compiling instead. Set
// before any schema is made, since each schema reads it once.
config({ jitless: true });
