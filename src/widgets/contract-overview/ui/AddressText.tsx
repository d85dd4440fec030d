import { Tooltip } from 'antd';
import styles from './ContractOverview.module.css';

/** One line with an ellipsis; the tooltip holds the whole line and opens on hover or keyboard focus. */
export const AddressText = ({ address }: { address: string }) => {
  if (!address) return <span>—</span>;
  return (
    <Tooltip title={address} trigger={['hover', 'focus']} placement="topLeft">
      {/* Focusable so keyboard users can open the tooltip; the full text is in the DOM for screen readers. */}
      <span className={styles.address} tabIndex={0}>
        {address}
      </span>
    </Tooltip>
  );
};
