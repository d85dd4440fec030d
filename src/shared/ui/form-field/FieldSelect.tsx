import type { Ref, SelectHTMLAttributes } from 'react';
import DownShape from '@ant-design/icons-svg/inline-svg/outlined/down.svg?shape';
import { shapeIcon } from './icons';
import styles from './fieldSelect.module.css';

const DownIcon = /* @__PURE__ */ shapeIcon(DownShape);

type SelectOption = { value: string; label: string };
type SelectOptionGroup = { label: string; options: SelectOption[] };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children' | 'multiple'> & {
  ref?: Ref<HTMLSelectElement>;
  value: string;
  onChange: (value: string) => void;
  /** Options, or groups of options (each an `<optgroup>`). */
  options: readonly (SelectOption | SelectOptionGroup)[];
  /** Shown while nothing is chosen; not a choice itself. */
  placeholder: string;
  /** Options are on their way: says so to assistive technology and shows a spinner-free busy state. */
  loading?: boolean;
};

const isGroup = (option: SelectOption | SelectOptionGroup): option is SelectOptionGroup => 'options' in option;

/**
 * A native single `<select>` drawn as antd's large Select: a combobox every browser, screen reader and
 * keyboard already knows (arrows, type-ahead, Enter, Escape; the phone's own picker). `aria-invalid` paints
 * it red, like the kit's inputs.
 */
export const FieldSelect = ({ value, onChange, options, placeholder, loading = false, className, ...rest }: Props) => (
  <div className={styles.select}>
    <select
      {...rest}
      className={[styles.control, value ? '' : styles.empty, className].filter(Boolean).join(' ')}
      value={value}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="" disabled hidden>
        {placeholder}
      </option>
      {options.map((option) =>
        isGroup(option) ? (
          <optgroup key={option.label} label={option.label}>
            {option.options.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </optgroup>
        ) : (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ),
      )}
    </select>
    <span className={styles.arrow}>
      <DownIcon size={12} />
    </span>
  </div>
);
