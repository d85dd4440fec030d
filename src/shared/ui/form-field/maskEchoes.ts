import { useMemo, useRef } from 'react';

/** Values kept at most (a form that renders another value than it was handed never echoes). */
const MAX_PENDING = 16;

/**
 * What a mask handed its form that the form has not rendered back yet, oldest first. When the form renders one of
 * them, it is the form catching up (perhaps a keystroke behind the field), not a value of its own: the mask must
 * not write it back over what was typed since. Anything else the form renders (a reset, a value set by code) is.
 */
export const useMaskEchoes = <T>() => {
  const pending = useRef<T[]>([]);
  return useMemo(
    () => ({
      /** The mask handed `value` to the form. */
      sent: (value: T) => {
        pending.current = [...pending.current.slice(-MAX_PENDING + 1), value];
      },
      /** Whether the form rendering `value` is an echo; it and the older ones are then forgotten. */
      isEcho: (value: T) => {
        const index = pending.current.indexOf(value);
        if (index < 0) return false;
        pending.current = pending.current.slice(index + 1);
        return true;
      },
    }),
    [],
  );
};
