import { useId } from 'react';
import { ScrollCue } from './ScrollCue';
import { useScrollEdges } from './useScrollEdges';

/**
 * What every sideways-scrolling box shares: which sides hide content, whether any does, and the cue that says so
 * (`cue`, to draw below the box; `cueId`, for the box's aria-describedby while `partlyHidden`).
 */
export const useScrollCue = (box: HTMLElement | null) => {
  const { before, after } = useScrollEdges(box);
  const cueId = useId();
  const partlyHidden = before || after;
  return { before, after, partlyHidden, cueId, cue: partlyHidden ? <ScrollCue id={cueId} /> : null };
};
