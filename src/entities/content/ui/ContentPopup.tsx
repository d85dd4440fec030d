import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { popupHeading, popupItems, splitBlocks } from '../lib/sections';
import { markPopupSeen, wasPopupSeen } from '../model/popupOnce';
import type { CmsItem } from '../model/types';

type Props = { items: readonly CmsItem[]; actionLabel?: string; onAction?: () => void };

/** The first popup item not yet seen in this browser session, as a dismissible modal. */
export const ContentPopup = ({ items, actionLabel, onAction }: Props) => {
  const [popup, setPopup] = useState<CmsItem | null>(null);
  const [closed, setClosed] = useState(false);
  const next = popup ? null : (popupItems(items).find((item) => !wasPopupSeen(item)) ?? null);
  // Chosen while rendering (React's "adjust state on prop change"), remembered for the session below.
  if (next) setPopup(next);

  useEffect(() => {
    if (popup) markPopupSeen(popup);
  }, [popup]);

  if (!popup) return null;
  const close = () => setClosed(true);
  const act = () => {
    close();
    onAction?.();
  };

  return (
    <Modal
      open={!closed}
      title={popupHeading(popup)}
      onCancel={close}
      centered
      width={480}
      okText={actionLabel}
      cancelText="Fechar"
      onOk={act}
      okButtonProps={{ style: actionLabel ? undefined : { display: 'none' } }}
    >
      {splitBlocks(popup.body).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Modal>
  );
};
