/**
 * Creates MSW handlers without the stack MSW reads to note where each one was declared.
 *
 * MSW's handler constructor reads `new Error().stack` and keeps the first frame outside MSW (shown only by
 * `worker.listHandlers()`). Chromium keeps no line and column tables for code it has compiled lazily, so reading a
 * stack makes it parse again every function on it — for handlers declared at a bundle's top level, the whole demo
 * chunk (about 190 KB). That parse ran inside the demo's start, on every page load. With no frames captured
 * (`Error.stackTraceLimit` 0 while they are created) there is nothing to resolve; the handlers work the same and
 * record no declaration.
 */
export const withoutDeclarationFrames = <T>(create: () => T): T => {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return create();
  } finally {
    Error.stackTraceLimit = limit;
  }
};
