// Every jest config's testTimeout (the root's, each project's, the browser tests'). A test's
// time limit catches a hang, not slowness (docs/decisions.md "Test suite time"): about three
// times the longest test without a limit of its own on a throttled CI machine (the console's
// return journey, 59.7 s on 2026-11-28).
module.exports = 180_000;
