import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { firefoxDownloadFolder } from './firefox';
import { expect, test } from './fixtures';

export type SavedFile = { name: string; bytes: Buffer };

/** The one finished file in `folder`: Firefox writes `<name>.part` beside an empty `<name>` and renames it at the end. */
const finishedFile = async (folder: string) => {
  const names = await readdir(folder);
  if (names.length !== 1 || names[0].endsWith('.part')) return null;
  return (await stat(join(folder, names[0]))).size > 0 ? names[0] : null;
};

/**
 * What the browser saves when `start` begins a download: the file's name and its bytes, read from the disk.
 * Chromium reports the download to Playwright. Firefox saves it as well, but Playwright over BiDi reports no download
 * event for a link the page clicks (a blob: URL with a `download` name), so there the file is read from the folder the
 * worker's Firefox saves into (e2e/firefox.ts), emptied before `start`.
 */
export const fileSavedBy = async (page: Page, start: () => Promise<unknown>): Promise<SavedFile> => {
  if (page.context().browser()?.browserType().name() !== 'firefox') {
    const [download] = await Promise.all([page.waitForEvent('download'), start()]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }
  const folder = firefoxDownloadFolder(test.info().project.outputDir, test.info().workerIndex);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  await start();
  let name: string | null = null;
  // A ceiling for a busy machine, as Chromium's wait for its download event has the test's: Firefox writes the file
  // after the page handed it over, and on a loaded host that took more than the 10 s an expect waits by default.
  await expect.poll(async () => (name = await finishedFile(folder)), { message: `a file saved in ${folder}`, timeout: 30_000 }).not.toBeNull();
  return { name: name!, bytes: await readFile(join(folder, name!)) };
};
