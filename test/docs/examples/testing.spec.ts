// The testing guide's forEachRevision example (docs/examples/testing/revisions.ts) is itself a test file: importing it
// declares its suites (every revision × client × transport, stdio through docs/examples/testing/stdio.ts).
import '../../../docs/examples/testing/revisions.js';
