// zod for the shared contracts and the web app. In the browser zod's compiled fast path is off: it
// probes for eval (new Function), which Gruha's Content-Security-Policy forbids, and the refused probe
// is reported as a CSP issue (Lighthouse best practices). The server keeps the faster compiled path.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
