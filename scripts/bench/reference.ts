import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tree } from './targets';

/** Runs a command; throws with its last lines when it fails. */
const run = (command: string, args: string[], options: SpawnSyncOptions = {}) => {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    const tail = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})\n${tail}`);
  }
  return String(result.stdout ?? '').trim();
};
const git = (...args: string[]) => run('git', args);

/**
 * The reference commit: `--ref <commit>`, else the last release tag (`git describe --tags --abbrev=0`), else HEAD~1, the
 * commit before the current one (the repository has no tag yet). On a branch, `--ref main` compares with where it left.
 */
export const resolveReference = (requested: string | undefined) => {
  if (requested) return { commit: git('rev-parse', '--verify', `${requested}^{commit}`), how: `--ref ${requested}` };
  const tag = spawnSync('git', ['describe', '--tags', '--abbrev=0'], { encoding: 'utf8' });
  if (tag.status === 0 && tag.stdout.trim()) {
    const name = tag.stdout.trim();
    return { commit: git('rev-parse', `${name}^{commit}`), how: `the last tag, ${name}` };
  }
  return { commit: git('rev-parse', 'HEAD~1'), how: 'HEAD~1 (no release tag yet)' };
};

/** The working tree: its HEAD and whether it holds changes not committed yet (measured as they are). */
export const currentTree = (): Tree => {
  const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
  return { label: 'current', root: process.cwd(), description: `working tree at ${git('rev-parse', '--short=12', 'HEAD')}${changed ? ' with uncommitted changes' : ''}` };
};

/**
 * Builds what the figures measure, in `root`: the demo build for `demo`, the production build for `http`. Without the
 * bench's NODE_ENV: Vite's module runner, which loaded the bench, set it to 'development', and a build inheriting it
 * ships React's development code (`/dashboard/app` 355 KB of gzip JS instead of 278).
 */
export const buildTree = (root: string, { demo, production }: { demo: boolean; production: boolean }) => {
  const env = { ...process.env, NODE_ENV: undefined };
  if (demo) run('npx', ['vite', 'build', '--mode', 'demo', '--outDir', 'dist-demo'], { cwd: root, env });
  if (production) run('npx', ['vite', 'build'], { cwd: root, env });
};

const removeWorktree = (root: string) => {
  spawnSync('git', ['worktree', 'remove', '--force', root], { stdio: 'ignore' });
  rmSync(root, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { stdio: 'ignore' });
};

/**
 * The reference commit checked out in a temporary git worktree, installed (`npm ci --prefer-offline`) and built. The
 * render harness is the current one (scripts/bench-units/, copied over the reference's): both trees are measured by
 * the same code. `remove()` deletes the worktree, unless `keep` (a later run with the same reference then reuses it).
 */
export const prepareReference = ({ commit, how }: { commit: string; how: string }, options: { keep: boolean; demo: boolean; production: boolean; log: (line: string) => void }) => {
  const root = join(tmpdir(), `aurora-bench-ref-${commit.slice(0, 12)}`);
  // What the worktree holds so far: "installed", then the builds made; a kept worktree is reused for the same commit.
  const ready = join(root, '.bench-ready');
  let held = existsSync(ready) ? readFileSync(ready, 'utf8') : '';
  options.log(`reference ${commit.slice(0, 12)} (${how}): ${held ? `the worktree kept in ${root}` : `a git worktree in ${root}, npm ci, builds`}…`);
  try {
    if (!held) {
      if (existsSync(root)) removeWorktree(root);
      git('worktree', 'add', '--detach', root, commit);
      run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: root });
      held = 'installed';
    }
    const missing = { demo: options.demo && !held.includes('demo'), production: options.production && !held.includes('production') };
    buildTree(root, missing);
    held += `${missing.demo ? ' demo' : ''}${missing.production ? ' production' : ''}`;
    writeFileSync(ready, held);
  } catch (error) {
    removeWorktree(root);
    throw error;
  }
  cpSync(join(process.cwd(), 'scripts', 'bench-units'), join(root, 'scripts', 'bench-units'), { recursive: true });
  const tree: Tree = { label: 'reference', root, description: `${git('rev-parse', '--short=12', commit)} (${how})` };
  return { tree, remove: () => (options.keep ? undefined : removeWorktree(root)) };
};
