/** Lighthouse settings that skip the work no score or metric reads. */
export const SKIPPED: { disableFullPageScreenshot: boolean; skipAudits: string[] };
/** A port nothing listens on. */
export const freePort: () => Promise<number>;
/** `vite preview` of a build folder, run in the tree it came from. */
export const startPreview: (options: { dir: string; port: number; cwd?: string }) => Promise<{ base: string; stop: () => Promise<void> }>;
/** Debian's Chromium for Lighthouse. */
export const launchChrome: (options?: { port?: number }) => Promise<{ port: number; chromePath: string; kill: () => Promise<void> | void }>;
