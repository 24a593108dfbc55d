// Builds the library with tsdown's API rather than its CLI. The CLI prints, on every run under
// Node < 22.18, that a future tsdown minor will drop Node 20; the exact version pinned here
// supports Node 20, so that notice is for whoever upgrades tsdown (see ARCHITECTURE.md), not for
// someone building the package. The build itself is the same: tsdown.config.ts, no flags.
import { build } from 'tsdown';

await build();
