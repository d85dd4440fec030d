/** Runs `fn` at once, then at most every `ms` (a trailing call keeps the last state). */
export const throttle = (fn: () => void, ms: number) => {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    last = Date.now();
    timer = undefined;
    fn();
  };
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) run();
    else if (timer === undefined) timer = setTimeout(run, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
};
