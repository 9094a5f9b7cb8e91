import { config } from 'zod';

// The pages' Content-Security-Policy forbids eval; zod would probe for it with `new Function`,
// and the probe alone is reported as a violation. Imported first by every page that uses zod.
config({ jitless: true });
