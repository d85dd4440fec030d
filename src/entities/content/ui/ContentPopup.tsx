import { memo, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useModalDialog } from '@/shared/lib/dialog';
import { popupHeading, popupItems, splitBlocks } from '../lib/sections';
import { usePopupMoment } from '../model/popupMoment';
import { markPopupSeen, wasPopupSeen } from '../model/popupOnce';
import type { CmsItem } from '../model/types';
import { CloseIcon } from '@/shared/ui/glyph-icon';
import './popup.css';

type Props = {
  items: readonly CmsItem[];
  actionLabel?: string;
  onAction?: () => void;
  /** The hero's element id: on a phone the popup waits until it has left the screen. */
  heroId?: string;
};

/**
 * The first popup item not yet seen in this browser session, once the page has loaded and settled: a
 * dismissible native modal dialog, or on a phone (after the hero has scrolled away) a bottom sheet that leaves
 * the page usable.
 */
export const ContentPopup = memo(function ContentPopup({ items, actionLabel, onAction, heroId }: Props) {
  const titleId = useId();
  const moment = usePopupMoment(heroId);
  const sheet = moment === 'sheet';
  const [popup, setPopup] = useState<CmsItem | null>(null);
  const [closed, setClosed] = useState(false);
  const { close: closeModal, dialogProps } = useModalDialog(!closed && !sheet, () => setClosed(true));
  const close = sheet ? () => setClosed(true) : closeModal;
  const next = popup || moment === 'waiting' ? null : (popupItems(items).find((item) => !wasPopupSeen(item)) ?? null);
  // Chosen while rendering (React's "adjust state on prop change"), remembered for the session below.
  if (next) setPopup(next);

  useEffect(() => {
    if (popup) markPopupSeen(popup);
  }, [popup]);

  if (!popup || (sheet && closed)) return null;
  const act = () => {
    // Closed first, so the page is no longer inert when the action moves focus into it.
    close();
    onAction?.();
  };
  const onSheetKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') close();
  };

  return (
    <dialog
      className={sheet ? 'cms-popup cms-popup--sheet' : 'cms-popup'}
      aria-labelledby={titleId}
      {...(sheet ? { open: true, onKeyDown: onSheetKeyDown } : dialogProps)}
    >
      <div className="cms-popup__panel">
        <button type="button" className="cms-popup__close" aria-label="Fechar" onClick={close}>
          <CloseIcon />
        </button>
        <h2 id={titleId} className="cms-popup__title">
          {popupHeading(popup)}
        </h2>
        <div className="cms-popup__body">
          {splitBlocks(popup.body).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="cms-popup__footer">
          <button type="button" className="cms-popup__button" onClick={close}>
            Fechar
          </button>
          {actionLabel ? (
            <button type="button" className="cms-popup__button cms-popup__button--primary" onClick={act}>
              {actionLabel}
            </button>
          ) : null}
        </div>
      </div>
    </dialog>
  );
});
