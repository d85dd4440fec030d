import { useEffect, useId, useState } from 'react';
import { useModalDialog } from '@/shared/lib/dialog';
import { popupHeading, popupItems, splitBlocks } from '../lib/sections';
import { markPopupSeen, wasPopupSeen } from '../model/popupOnce';
import type { CmsItem } from '../model/types';
import { CloseIcon } from '@/shared/ui/glyph-icon';
import './popup.css';

type Props = { items: readonly CmsItem[]; actionLabel?: string; onAction?: () => void };

/** The first popup item not yet seen in this browser session, as a dismissible native modal dialog. */
export const ContentPopup = ({ items, actionLabel, onAction }: Props) => {
  const titleId = useId();
  const [popup, setPopup] = useState<CmsItem | null>(null);
  const [closed, setClosed] = useState(false);
  const { close, dialogProps } = useModalDialog(!closed, () => setClosed(true));
  const next = popup ? null : (popupItems(items).find((item) => !wasPopupSeen(item)) ?? null);
  // Chosen while rendering (React's "adjust state on prop change"), remembered for the session below.
  if (next) setPopup(next);

  useEffect(() => {
    if (popup) markPopupSeen(popup);
  }, [popup]);

  if (!popup) return null;
  const act = () => {
    // Closed first, so the page is no longer inert when the action moves focus into it.
    close();
    onAction?.();
  };

  return (
    <dialog className="cms-popup" aria-labelledby={titleId} {...dialogProps}>
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
};
