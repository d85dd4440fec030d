import { Tooltip } from 'antd';
import styles from './ContractOverview.module.css';

/** The whole address, wrapped where it needs; the tooltip repeats it on hover or keyboard focus. */
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
