/**
 * Lets the browser run what is waiting (a paint, a key, a click) before the next piece of the start: the start is
 * cut into tasks short enough that the page painted from HTML keeps answering on a phone-speed CPU.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
